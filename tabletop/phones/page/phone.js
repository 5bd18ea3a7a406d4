// The phone page: one seat's hand and moves (or, at a real-time table, its controller: what it
// holds, where it aims and a pad), over the seat's websocket. No build step.
"use strict";

const token = location.pathname.split("/").pop();
const joining = location.pathname.startsWith("/join/");
let socket = null;
let picture = null;
let picked = null;
let opened = null;  // a group of moves whose choices show (Crazy Taco's "Finish the dice…")
let chosen = new Set();
let switched = new Set();  // a pick's tiles switched on (Crazy Taco's dice to keep)
let armed = false;
let finished = false;
let words = {};
let timer = null;
let wasMine = false;  // the seat's turn at the last picture (a buzz when it comes round)
let refusedAt = 0;  // when the last refusal came: it stays a few seconds (a pad's pictures
// come twice a second and would wipe it before it is read)
const REFUSAL_STAYS = 4000;
let refusalGoes = null;  // a controller's refusal goes by itself after REFUSAL_STAYS (no press
// or picture needed to clear it)
let moreKeys = false;  // a controller's rarer keys shown (¡Taco Fight!'s "More" tapped)
let whyOf = null;  // a card that plays nowhere, tapped: why, under the hand

const $ = (id) => document.getElementById(id);
// Each seat's mark as the TV draws it (ui/draw.py's `shape_points` at r = 1): its shape filled
// with its colour, outlined in charcoal; Taco Loco's fifth seat a star (ui/theme.py).
const GLYPHS = ["●", "▲", "■", "◆", "★"];
const OUTLINES = {
  "▲": "0,-1 0.95,0.75 -0.95,0.75",
  "■": "-0.85,-0.85 0.85,-0.85 0.85,0.85 -0.85,0.85",
  "◆": "0,-1 1,0 0,1 -1,0",
  "★": "0.000,-1.000 0.265,-0.364 0.951,-0.309 0.428,0.139 0.588,0.809 0.000,0.450 -0.588,0.809 -0.428,0.139 -0.951,-0.309 -0.265,-0.364",
};
const LONG = 20;  // a button's words longer than this: a whole row, read as a list
const STATS_FIRST = ["crazy-taco"];  // the games whose numbers head the page
const PANTRY_KEYS = ["flip", "grab", "shuffle", "give"];  // (¡Taco Fight!'s smaller keys)

function say(key, fallback) { return words[key] || fallback; }

function connect() {
  clearTimeout(timer);
  if (finished || (socket && socket.readyState < WebSocket.CLOSING)) return;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const mine = new WebSocket(`${scheme}://${location.host}/ws/${token}`);
  socket = mine;
  $("status").textContent = say("connecting", "…");
  mine.onopen = () => {
    $("status").textContent = "";
    if (!joining) mine.send(JSON.stringify({ type: "hello" }));
  };
  mine.onmessage = (event) => { if (mine === socket) heard(JSON.parse(event.data)); };
  mine.onclose = () => {
    if (finished || mine !== socket) return;
    $("status").textContent = say("lost", "…");
    timer = setTimeout(connect, 1000);
  };
}

function heard(message) {
  if (message.type === "lobby") {
    words = message.words || {};
    document.body.className = "lobby";  // the game's own title, large, in its accent
    $("name").textContent = message.title;
    $("badge").hidden = true;
    $("title").textContent = "";
    $("join-title").textContent = say("join_title", "");
    $("join-label").textContent = say("name", "");
    $("join-go").textContent = say("join", "");
    $("join").hidden = false;
    const art = $("join-art");
    if (message.art && !art.getAttribute("src")) art.setAttribute("src", `/art/${token}.png`);
    art.hidden = !message.art;
    const players = message.players || [];
    $("join-players").hidden = !players.length;
    $("join-players-title").textContent = say("players", "");
    $("join-list").replaceChildren(...players.map((name, i) => seated(name, i)));
    $("status").textContent = "";
  } else if (message.type === "welcome") {
    finished = true;
    location.replace(message.path);
  } else if (message.type === "picture") {
    picture = message;
    words = message.words || {};
    if (picked !== null && !message.hand.some((card) => card.id === picked)) picked = null;
    if (opened !== null && !message.moves.some((m) => m.group === opened)) opened = null;
    if (!message.many) { chosen = new Set(); armed = false; } else {
      chosen = new Set([...chosen].filter((id) => message.many.cards.includes(id)));
    }
    const pick = (message.picks || []).find((k) => k.group === opened);
    switched = pick ? new Set([...switched].filter((id) => pick.tokens.some((t) => t.id === id)))
      : new Set();
    if (Date.now() - refusedAt > REFUSAL_STAYS) $("refused").hidden = true;
    draw();
  } else if (message.type === "refused") {
    $("refused").textContent = message.reason;
    $("refused").hidden = false;
    refusedAt = Date.now();
    if (picture && picture.pad) {  // (over the name's bar at the top, the cards, the prompt
      const box = $("refused");  // and the keys all still in sight: the words a little smaller
      box.style.height = box.style.bottom = "";  // to fit; still too long, it grows down)
      fitWords(box);
      if (box.scrollHeight > box.clientHeight + 1) box.style.height = box.style.bottom = "auto";
      clearTimeout(refusalGoes);
      refusalGoes = setTimeout(() => { $("refused").hidden = true; }, REFUSAL_STAYS);
    }
  } else if (message.type === "goodbye") {
    finished = true;
    $("status").textContent = message.reason;
    socket.close();
  }
}

function markWhom(b, m) {
  // A gift's button wears whom it goes to: their mark, as everywhere a player is.
  const to = m.action && m.action.type === "GiveTaco" ? m.action.to : null;
  if (typeof to !== "number") return;
  const mark = document.createElement("span");
  mark.className = "badge";
  mark.setAttribute("aria-hidden", "true");
  b.classList.add("with-mark");
  b.prepend(drawMark(mark, to));
}

function drawMark(mark, seat) {
  // `mark` (a .badge) becomes seat's mark: the TV's shape in the seat's colour.
  const glyph = GLYPHS[seat % GLYPHS.length];
  const shape = OUTLINES[glyph] ? `<polygon points="${OUTLINES[glyph]}"/>` : '<circle r="1"/>';
  mark.classList.add(`seat-${seat % GLYPHS.length}`);
  mark.innerHTML = `<svg viewBox="-1.2 -1.2 2.4 2.4" aria-hidden="true">${shape}</svg>`;
  return mark;
}

function seated(name, seat) {
  // A seat at the table as the join and waiting pages list it: its mark, then its name.
  const item = document.createElement("li");
  const mark = document.createElement("span");
  mark.className = "badge";
  mark.setAttribute("aria-hidden", "true");
  item.append(drawMark(mark, seat), document.createTextNode(name));
  return item;
}

function press(command, place) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  $("refused").hidden = true;  // the next press: the last refusal is old news
  refusedAt = 0;
  socket.send(JSON.stringify(Object.assign({ type: "press", command: command }, place || {})));
}

function play(move) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ type: "play", action: move.action, picture: picture.number }));
  picked = null;
  opened = null;
  chosen = new Set();
  switched = new Set();
  armed = false;
}

function chipsOf(list) {
  // A card's numbers and marks in words, under its face ("+3 pts", "cost 2", "TASK").
  const row = document.createElement("span");
  row.className = "chips";
  row.append(...list.map((c) => {
    const chip = document.createElement("span");
    chip.className = `chip tone-${c.tone || "plain"}`;
    chip.textContent = c.words;
    return chip;
  }));
  return row;
}

function face(name) {
  const img = document.createElement("img");
  img.src = `/face/${token}/${name}.png`;
  img.alt = "";
  return img;
}

function button(text, className, onTap) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.textContent = text;
  b.addEventListener("click", onTap);
  return b;
}

function keyed(container, items, keyOf, make, update) {
  // The container's children for `items`, kept (not made again) while their keys stay the
  // same, so a tap on a button is never lost when a new picture comes in mid-tap.
  const old = new Map([...container.children].map((child) => [child.dataset.key, child]));
  const children = items.map((item) => {
    const key = keyOf(item);
    let child = old.get(key);
    if (!child) {
      child = make(item);
      child.dataset.key = key;
    }
    update(child, item);
    return child;
  });
  const same = children.length === container.children.length &&
    children.every((child, i) => container.children[i] === child);
  if (!same) container.replaceChildren(...children);
}

function setFace(holder, name, label) {
  let img = holder.querySelector("img");
  if (!name) {
    if (img) img.remove();
    return;
  }
  if (!img) {
    img = document.createElement("img");
    holder.prepend(img);
  }
  const src = `/face/${token}/${name}.png`;
  if (img.getAttribute("src") !== src) img.setAttribute("src", src);
  img.alt = label;
}

function drawClock(pad) {
  // The wave's sand: a drawn hourglass whose top empties into its bottom, and a bar that
  // drains beside it (1 s steps, eased between), both red and pulsing in the last 5 s.
  const clock = $("clock");
  clock.hidden = !(pad.total > 0);
  if (clock.hidden) return;
  const full = Math.max(0, Math.min(1, pad.left / pad.total));
  $("clock-words").textContent = pad.clock;
  $("sand").style.width = `${full * 100}%`;
  $("sand-top").setAttribute("y", String(30 - 20 * full));
  $("sand-top").setAttribute("height", String(20 * full));
  $("sand-bottom").setAttribute("y", String(53 - 20 * (1 - full)));
  $("sand-bottom").setAttribute("height", String(20 * (1 - full)));
  $("sand-stream").style.visibility = full > 0 ? "visible" : "hidden";
  clock.classList.toggle("late", pad.left <= 5);
}

function drawTallies(p, pad) {
  // The table in short beside the hand: cards with a number (Taco Loco's tacos and what each
  // adds up to), then lines of words and numbers (money, stars, dice).
  // (Crazy Taco's money, stars and turn head the page, over the prompt, where a player looks
  // first, and stay there while choices take the room)
  const first = STATS_FIRST.includes(p.game);
  const list = pad ? [] : (p.tallies || []).filter((t) => !first || t.face);
  const stats = first && !p.pad ? (p.tallies || []).filter((t) => !t.face) : [];
  $("tally-part").hidden = !list.length;
  $("tally-title").textContent = p.tally_title || "";
  $("tally-note").textContent = p.tally_note || "";
  $("tally-note").hidden = !p.tally_note;
  $("tally-faces").replaceChildren(...list.filter((t) => t.face).map((t) => {
    const tile = document.createElement("div");
    tile.className = "tally";
    if (!t.label && !t.value) {  // a card alone (Taco Party's middle: its face shows its price)
      tile.className = "tally bare";
      tile.appendChild(face(t.face));
      if (t.chips && t.chips.length) tile.appendChild(chipsOf(t.chips));
      return tile;
    }
    const sum = document.createElement("b");
    sum.textContent = t.value;
    const words = document.createElement("span");
    words.textContent = t.label;
    const img = face(t.face);
    tile.append(img, words, sum);
    if (t.number) {  // (Crazy Taco's employee die: the name under the die, its number a
      words.dataset.number = t.number;  // badge on it, as the dice tiles')
      tile.append(badge(t.number));
    }
    if (t.chips && t.chips.length) {  // (the taco a question is about: flagged, its chip
      tile.classList.add("flagged");  // under its words, "The perfect taco")
      tile.append(chipsOf(t.chips));
    }
    tile.setAttribute("aria-label", [`${named(t)}: ${t.value}`,
      ...(t.chips || []).map((c) => c.words)].join(", "));
    return tile;
  }));
  if (first) captionDice($("tally-faces"));
  $("tally-rows").replaceChildren(...list.filter((t) => !t.face).map(statOf));
  $("stats").replaceChildren(...stats.map(statOf));
  $("stats").hidden = !stats.length;
}

function captionDice(strip) {
  // Crazy Taco's dice strip: under the dice, whose they are, a caption per worker spanning
  // their dice ("Manager", "Employee 1–3", "Trainee"): the colours and the numbers on the
  // dice explained where they are, in the names the choices and the news use.
  const tiles = [...strip.children];
  const groups = [];
  tiles.forEach((tile, i) => {
    const label = tile.querySelector("span:not(.number)");
    const name = label ? label.textContent : "";
    const number = label ? label.dataset.number : undefined;
    const last = groups[groups.length - 1];
    if (last && last.name === name && number !== undefined) last.numbers.push(number);
    else groups.push({ name, start: i + 1, numbers: number !== undefined ? [number] : [] });
  });
  strip.style.setProperty("--dice", String(tiles.length));
  strip.append(...groups.map((g) => {
    const caption = document.createElement("span");
    caption.className = "dice-caption";
    caption.setAttribute("aria-hidden", "true");  // (each die's tile says it whole)
    const count = Math.max(1, g.numbers.length);
    caption.style.gridColumn = `${g.start} / span ${count}`;
    caption.textContent = !g.numbers.length ? g.name : g.numbers.length === 1 ?
      `${g.name} ${g.numbers[0]}` : `${g.name} ${g.numbers[0]}–${g.numbers[count - 1]}`;
    return caption;
  }));
}

function badge(digits) {
  // A die's number among its kind, a round badge on its corner (Crazy Taco's employees).
  const number = document.createElement("span");
  number.className = "number";
  number.setAttribute("aria-hidden", "true");
  number.textContent = digits;
  return number;
}

function named(t) {
  // A tally's or a tile's words whole: its label, then its number if it has one.
  return t.number ? `${t.label} ${t.number}` : t.label;
}

function statOf(t) {
  // A line of the table in short: its words over its number.
  const stat = document.createElement("div");
  stat.className = "stat" + (t.value.length > 9 ? " wide" : "");  // a long one: a whole row
  const words = document.createElement("span");
  words.textContent = t.label;
  const value = document.createElement("b");
  value.textContent = t.value;
  stat.append(words, value);
  return stat;
}

function fitWords(box) {
  // A controller's prompt or refusal in its box of one fixed height (the pad under it never
  // jumps): the words a little smaller when they would overflow it, never under 14 px.
  box.style.fontSize = "";
  let size = parseFloat(getComputedStyle(box).fontSize);
  while (box.scrollHeight > box.clientHeight + 1 && size > 14) {
    size = Math.max(14, size - 1);  // (never under 14 px: the last step lands on it)
    box.style.fontSize = `${size}px`;
  }
}

function drawPad(pad) {
  drawClock(pad);
  $("hold-title").textContent = pad.hold_title;
  keyed($("hold"), pad.hold, (card) => String(card.id), () => document.createElement("div"),
    (b, card) => {
      b.className = "card" + (card.id === pad.chosen ? " picked" : "");
      setFace(b, card.face, card.label);
    });
  $("pantry").textContent = pad.pantry;
  $("hold-note").textContent = pad.note || "";  // what the held card's number and fists do
  $("hold-note").hidden = !pad.note;
  $("board-title").textContent = pad.board;
  // Whose plates: a tab a player (their colour and shape), the one aimed at lit; tapped: aim
  // there (the pad's arrows step along the plates, from one board to the next).
  const owner = pad.spots.length ? pad.spots[0].owner : -1;
  keyed($("boards"), pad.boards.map((name, seat) => ({ name, seat })), (b) => String(b.seat),
    (b) => {
      const tab = button("", `board-tab seat-${b.seat % GLYPHS.length}`,  // (ringed in its player's colour)
        () => press("aim", { owner: b.seat, slot: 0 }));
      const mark = document.createElement("span");
      mark.className = "badge";
      mark.setAttribute("aria-hidden", "true");
      drawMark(mark, b.seat);
      const name = document.createElement("span");
      name.className = "who";
      tab.append(mark, name);
      return tab;
    }, (tab, b) => {
      tab.querySelector(".who").textContent = b.name;
      tab.classList.toggle("on", b.seat === owner);
      // (the prompt asks to aim at a friend's taco: their tab, not the arrows, is what to tap)
      tab.classList.toggle("main", (pad.aim_boards || []).includes(b.seat));
      tab.setAttribute("aria-pressed", b.seat === owner ? "true" : "false");
    });
  $("boards").hidden = !pad.boards.length;
  keyed($("spots"), pad.spots, (spot) => `${spot.owner}-${spot.slot}`, (spot) => {
    const b = document.createElement("button");
    b.type = "button";
    // A plate in two parts, as the table draws it: the taco attacking it over the taco built
    // on it (its top card, else the empty plate's number); a held taco: its card alone.
    const foe = document.createElement("span");
    foe.className = "foe";
    const dish = document.createElement("span");
    dish.className = "dish";
    const label = document.createElement("span");
    label.className = "label";
    dish.appendChild(label);
    b.append(foe, dish);
    b.addEventListener("click", () => press("aim", {
      owner: Number(b.dataset.owner), slot: Number(b.dataset.slot) }));
    return b;
  }, (b, spot) => {
    const plate = spot.under !== null && spot.under !== undefined;
    b.className = "spot" + (spot.aimed ? " aimed" : "") + (plate ? " plate" : " held") +
      (spot.face ? " attacked" : "");
    b.dataset.owner = String(spot.owner);
    b.dataset.slot = String(spot.slot);
    b.setAttribute("aria-label", spot.label);
    setFace(b.querySelector(".foe"), spot.face, "");
    setFace(b.querySelector(".dish"), plate ? spot.under : "", "");
    b.querySelector(".label").textContent = plate && !spot.under ? String(spot.slot + 1) : "";
  });
  $("aim").textContent = pad.aim;
  fitWords($("aim"));  // its box of one height: the keys under it never move
  $("pad").classList.toggle("aim-main", !!pad.aim_main);  // the prompt asks to aim: ◀ ▶ lit
  const wide = (key) => key.command === "ready";  // a prep's last step: wide, at the bottom
  const prep = pad.keys.some(wide);
  const makeKey = (key) => {
    const b = button("", "move key", () => {
      press(b.dataset.command);
      if (moreKeys) { moreKeys = false; drawPad(picture.pad); }  // (used: away)
    });
    b.dataset.command = key.command;
    return b;
  };
  const updateKey = (b, key) => {
    b.replaceChildren(document.createTextNode(key.label));
    if (key.hint) {  // what the key does, in a short line under its words
      const hint = document.createElement("small");
      hint.textContent = key.hint;
      b.appendChild(hint);
    }
    // One primary: the key the prompt asks for now, filled; the others that work outlined.
    // In a fight, the card's keys (Build, Smash) large beside the aim, the pantry's smaller
    // in a row under them, their words alone (what they do: said, and shown when tapped).
    const minor = !prep && (moreKeys ? key.command === "flip" : PANTRY_KEYS.includes(key.command));
    b.className = "move key" + (key.command === "hit" ? " hit" : "") +
      (key.lit ? " lit" : " unlit") + (key.main ? " main" : "") + (minor ? " minor" : "");
    if (minor && key.hint) b.setAttribute("aria-label", `${key.label}: ${key.hint}`);
    else b.removeAttribute("aria-label");
    b.setAttribute("aria-disabled", key.lit ? "false" : "true");
  };
  // The rarer keys folded behind "More actions": tapped, they take the card's keys' rows in
  // their place (the pad never moves), keys as large, each with its line (what it does, or
  // why it is off: "aim at a friend first"), beside a way back; one pressed folds them again.
  const tucked = pad.keys.filter((k) => k.tucked);
  if (!tucked.length) moreKeys = false;
  $("keys").classList.toggle("open", moreKeys);
  // Open, Flip stays in sight, small beside the way back (the prompt's "…or Flip again" names
  // a key the page shows): Grab, Shuffle over Give, Flip, Cancel (alone: Grab, Shuffle over
  // Flip, Cancel), the rows as many as closed.
  const minor = (k) => !prep && !moreKeys && PANTRY_KEYS.includes(k.command);
  const shown = moreKeys ? [...tucked, ...pad.keys.filter((k) => k.command === "flip")] :
    pad.keys.filter((k) => !wide(k) && (!minor(k) || !k.tucked));
  const more = tucked.length ? [{ command: "more", lit: true,
    label: moreKeys ? say("cancel", "×") : say("more", "…") }] : [];
  const row = moreKeys ? (tucked.length % 2 ? 4 : 2) :  // (open: Flip and Cancel share a row)
    shown.filter(minor).length + more.length;  // (Flip, More: halves)
  keyed($("keys"), [...shown, ...more], (key) => key.command, (key) => key.command === "more" ?
    button("", "move key", () => { moreKeys = !moreKeys; drawPad(picture.pad); }) :
    makeKey(key), (b, key) => {
    if (key.command === "more") {
      b.textContent = key.label;
      b.className = "move key lit more minor" + (moreKeys ? " open" : "");
      b.setAttribute("aria-expanded", moreKeys ? "true" : "false");
    } else updateKey(b, key);
    b.style.gridColumn = b.classList.contains("minor") ? `span ${12 / Math.max(1, row)}` : "";
  });
  keyed($("wide-keys"), pad.keys.filter(wide), (key) => key.command, makeKey, updateKey);
}

function draw() {
  const p = picture;
  const prep = p.pad && p.pad.keys.some((k) => k.command === "ready");  // tap a plate to aim
  document.body.className = `seat-${p.seat % GLYPHS.length}` + (p.pad && !p.over ? " pad" : "") +
    (prep ? " prep" : "") + (!p.pad && !p.hand.length ? " handless" : "") +
    ((p.places || []).length ? " tabled" : "");
  document.body.dataset.game = p.game || "";  // (a game's own look: body[data-game=...])
  $("badge").className = "badge";
  drawMark($("badge"), p.seat);
  $("badge").hidden = false;
  $("name").textContent = p.name;
  $("title").textContent = p.title;
  const placing = !p.over && (picked !== null || opened !== null);  // a choice asked next
  const prompt = $("prompt");
  const asked = (p.picks || []).find((k) => k.group === opened);
  document.body.classList.toggle("picking", !!asked);
  document.body.classList.toggle("placing", !p.over && picked !== null);
  // A card picked whose every move is a lit place (Taco Party's tacos): the hand folds away,
  // the card rides in the prompt over the tacos it may go on.
  const aiming = !p.over && picked !== null && p.moves.some((m) => m.card === picked) &&
    p.moves.filter((m) => m.card === picked).every((m) => m.place);
  document.body.classList.toggle("aiming", aiming);
  document.body.classList.toggle("choosing", !p.over && opened !== null);  // a group's choices
  prompt.textContent = p.over ? say("over", "") : asked ? asked.ask || opened :
    armed && p.many && p.many.ask ? p.many.ask :  // (choosing cards beside cards to play)
    opened !== null ? say(p.moves.some((m) => m.group === opened && m.face) ? "choose_dice" :
      "choose_one", say("choose_one", "{group}")).replace("{group}", opened) :
    placing && (p.aim || p.moves.some((m) => m.card === picked && m.place)) ? aimWords(p) :
    placing ? say("choose", p.prompt) : p.prompt;
  if (!p.over && !placing && p.turn >= 0 && p.prompt) {  // whose turn: their colour and shape
    const mark = document.createElement("span");
    mark.className = "badge";
    mark.setAttribute("aria-hidden", "true");
    drawMark(mark, p.turn);
    prompt.prepend(mark);
  }
  prompt.classList.toggle("theirs", !p.over && !placing && p.turn >= 0);
  const held = aiming ? p.hand.find((c) => c.id === picked) : null;
  if (held) {  // the card picked, small, beside what to tap (tapped: put back)
    const img = face(held.face);
    img.alt = held.label;
    img.className = "prompt-card";
    img.addEventListener("click", () => { picked = null; draw(); });
    prompt.prepend(img);
  }
  // The seat's turn: a band in its colour over the prompt, and a buzz when it comes round.
  const mine = !p.over && !p.pad && (p.moves.length > 0 || !!p.many);
  document.body.classList.toggle("mine", mine);
  prompt.dataset.turn = mine ? say("your_turn", "") : "";
  if (mine && !wasMine && navigator.vibrate) navigator.vibrate([90, 60, 90]);
  wasMine = mine;
  const pad = p.pad && !p.over ? p.pad : null;
  // A controller's refusal over the name's bar at the top, a few seconds (the cards, the prompt,
  // the aim's line and the keys stay in sight: over the card's mat it hid the cards while it
  // was read); elsewhere under the prompt.
  const refused = $("refused");
  const bar = document.querySelector("header");
  if (pad && refused.parentElement !== bar) bar.append(refused);
  if (!pad && refused.parentElement === bar) $("prompt").after(refused);
  $("pad").hidden = $("pad-cards").hidden = !pad;
  $("hand-part").hidden = !!pad || !p.hand.length;
  if (pad) drawPad(pad); else $("clock").hidden = true;
  if (pad) fitWords(prompt); else prompt.style.fontSize = "";
  // Nothing in hand yet (joined, the game not started): the seat's colour and shape, large.
  const idle = !pad && !p.over && !p.hand.length && !p.moves.length;
  $("emblem").hidden = !idle;
  $("emblem-mark").className = "badge";  // (the very mark the TV draws for this seat)
  drawMark($("emblem-mark"), p.seat);
  const art = $("emblem-art");  // the game's card back, when the table serves it
  if (idle && !art.getAttribute("src")) {
    art.onload = () => { art.hidden = false; };
    art.onerror = () => { art.hidden = true; };
    art.setAttribute("src", `/art/${token}.png`);
  }
  $("emblem-title").textContent = p.title;
  // ...said to be the seat's own on the TV, over who is at the table (its own name marked).
  $("emblem-you").textContent = say("you_on_tv", "");
  $("emblem-you").hidden = !say("you_on_tv", "");
  const players = idle ? (p.players || []) : [];
  $("emblem-players").hidden = !players.length;
  $("emblem-players-title").textContent = say("seated", "");
  $("emblem-list").replaceChildren(...players.map((name, i) => {
    const item = seated(i === p.seat ? say("you", "{name}").replace("{name}", name) : name, i);
    item.classList.toggle("you", i === p.seat);
    return item;
  }));
  $("hand-title").textContent = say("hand", "");
  $("legend").textContent = p.legend || "";
  drawMarks(p.marks || [], p.marks_title);
  // What the seat may spend: its number on a gold ticket, as the cards' prices are drawn.
  // (its words keep "{count}" where the ticket stands: the number is the picture's own field,
  // never read out of the words)
  const [before, ...after] = (p.budget || "").split("{count}");
  if (after.length) {
    const ticket = document.createElement("b");
    ticket.className = "ticket";
    ticket.textContent = String(p.budget_count || 0);
    $("budget").replaceChildren(before, ticket, after.join(""));
  } else $("budget").textContent = p.budget || "";
  $("budget").hidden = !p.budget || !!pad;
  const wide = window.matchMedia("(orientation: landscape)").matches;
  drawTallies(p, pad || opened !== null || (placing && wide));  // (choices take the room)
  const steps = $("steps");
  // Step buttons: a move of its own, or one button for a group that opens its choices.
  const stepMoves = [];
  for (const m of p.moves.filter((m) => m.card === null)) {
    if (!m.group) stepMoves.push(m);
    else if (!stepMoves.some((s) => s.opens === m.group)) {  // (outlined when its moves are)
      stepMoves.push({ label: m.group, opens: m.group, quiet: m.quiet });
    }
  }
  const list = stepMoves.length > 2;  // many moves: long ones are rows of a list
  const stepButtons = opened !== null ? [] : stepMoves.map((m) => {
    const b = button(m.label, "move step" + (m.face ? " with-face" : "") + (m.quiet ? " quiet" : "") +
      (m.opens ? " opens" : "") + (list && m.label.length > LONG ? " long" : ""), () => {
      if (m.opens) {
        opened = m.opens; picked = null; armed = false; switched = new Set(); draw();
        // its question and its choices from the top (not the old scroll, the question cut;
        // Crazy Taco's money, stars and turn over it stay in sight)
        document.querySelector("main > .wide").scrollIntoView({ block: "start" });
      } else play(m);
    });
    if (m.face) b.prepend(face(m.face));
    markWhom(b, m);
    return b;
  });
  // Choosing several cards: at once when nothing else takes a card (a discard), else after
  // its button is tapped (a redraw beside cards to play), with a way back.
  const alone = p.many && !p.moves.some((m) => m.card !== null);
  const choosing = p.many && (alone || armed);
  if (p.many && !choosing) {
    // (beside cards to play, a way aside: outlined, the cards being what the prompt asks for)
    stepButtons.unshift(button(p.many.label, "move step many quiet", () => {
      armed = true; picked = null; draw();
    }));
  } else if (choosing) {
    const many = p.many;
    const counted = many.count ? `${chosen.size}/${many.count}` : `${chosen.size}`;
    const send = button(`${many.label} (${counted})`, "move step many", () => {
      const action = Object.assign({}, many.action);
      action[many.field] = [...chosen];
      play({ action });
    });
    send.disabled = chosen.size === 0 || (!!many.count && chosen.size !== many.count);
    stepButtons.unshift(send);
    if (!alone) {
      stepButtons.splice(1, 0, button(say("cancel", "×"), "move cancel", () => {
        armed = false; chosen = new Set(); draw();
      }));
    }
  }
  steps.replaceChildren(...stepButtons);
  // A few step buttons beside a hand stay in sight at the bottom of a portrait screen, in a
  // bar of their own under the page (which scrolls above it: nothing hides under them).
  // A pick's way back and its button dock too (Crazy Taco's dice: the tiles stay in the page).
  // (Crazy Taco's dice choices too: the choices stay in the page, their way back docks)
  const faced = opened !== null && p.moves.some((m) => m.group === opened && m.face);
  const asking = opened !== null && (!!asked || faced);
  // A card picked whose every move is a lit place (Taco Party's tacos): its way back docks,
  // in reach without scrolling however long the plates run.
  const aimed = picked !== null && p.moves.some((m) => m.card === picked) &&
    p.moves.filter((m) => m.card === picked).every((m) => m.place);
  const docked = !wide && !pad && (asking || aimed || (!placing && stepButtons.length > 0 &&
    stepButtons.length <= 3 && !stepButtons.some((b) => b.classList.contains("long"))));
  dock(docked);
  // (a card picked in portrait: the prompt stays at the top, what scrolls into sight under it)
  document.body.style.setProperty("--stuck", `${document.querySelector("main > .wide").offsetHeight}px`);
  const hand = $("hand");
  const key = $("hand-key");  // (Taco Party's key, in the hand's last row: out of it first,
  if (key.parentElement === hand) $("hand-part").insertBefore(key, hand);  // kept in the page)
  hand.dataset.count = String(p.hand.length);  // the page's columns: as large as fit, no orphan
  hand.replaceChildren(...p.hand.map((card) => {
    const b = document.createElement("button");
    b.type = "button";
    // (all of a count chosen, "3/3": the others wait, unlit: nothing more may be picked)
    const full = choosing && !!p.many.count && chosen.size >= p.many.count;
    const choose = choosing && p.many.cards.includes(card.id) && (!full || chosen.has(card.id));
    const legal = choose || (!choosing && p.moves.some((m) => m.card === card.id));
    const lit = legal && (picked === null || picked === card.id);  // the picked card alone
    const marked = picked === card.id || chosen.has(card.id);
    b.className = "card" + (lit ? " legal" : "") + (legal && !lit ? " waiting" : "") +
      (marked ? " picked" : "");
    b.dataset.card = String(card.id);
    b.setAttribute("aria-label", card.label);
    const img = face(card.face);
    img.alt = card.label;
    b.appendChild(img);
    if (card.chips && card.chips.length) b.appendChild(chipsOf(card.chips));
    if (!legal && card.why) b.classList.add("why-not");  // dim, and tapped says why
    b.addEventListener("click", () => {
      whyOf = !legal && card.why && whyOf !== card.id ? card.id : null;
      if (choose) {
        if (chosen.has(card.id)) chosen.delete(card.id); else chosen.add(card.id);
      } else {
        picked = legal && picked !== card.id ? card.id : null;
        opened = null;
      }
      draw();
      if (document.body.classList.contains("aiming")) {  // the hand folded: from the top
        document.querySelector("main").scrollTop = 0;
        window.scrollTo(0, 0);
      }
      if (picked !== null) inSight(document.querySelector(".place.lit") || $("targets"), wide);
      else if (whyOf !== null) whyInSight();  // (a dim card tapped: its reason, in sight)
    });
    return b;
  }));
  // Taco Party's key, open: in portrait in the hand's last row beside a card alone there (a
  // hand of four: three, then one and the key), so the cards and their key read whole at
  // first sight (turned, the hand's row of four over it as before).
  const inHand = !wide && !key.hidden && p.hand.length > 1 && p.hand.length % 3 === 1;
  key.classList.toggle("in-hand", inHand);
  if (inHand) hand.append(key);
  const why = p.hand.find((card) => card.id === whyOf && card.why);
  $("card-why").textContent = why ? why.why : "";
  $("card-why").hidden = !why;
  if (!why) whyOf = null;
  const targets = $("targets");
  const options = picked !== null ? p.moves.filter((m) => m.card === picked) :
    opened !== null ? p.moves.filter((m) => m.group === opened) : [];
  targets.hidden = options.length === 0;
  drawPlaces(p, picked !== null ? options : []);
  const pick = opened !== null ? (p.picks || []).find((k) => k.group === opened) : null;
  targets.classList.toggle("picking", !!pick);
  // A move onto a place on the table is tapped there (the place is lit), not listed.
  const listed = pick ? options : options.filter((m) => !m.place);
  const choices = pick ? pickTiles(p, pick, options) : listed.map((m) => {
    const b = button(m.label, "move target" + (m.face ? " with-face" : "") +
      (listed.length > 2 && (opened !== null || m.label.length > LONG) ? " long" : ""),
    () => play(m));
    if (m.note) {  // (Crazy Taco's dice choice: what it earns, under its words)
      const earns = document.createElement("small");
      earns.className = "earns";
      earns.textContent = m.note;
      b.append(earns);
    }
    if (m.said) b.setAttribute("aria-label", m.said);  // (the faces its picture shows, said)
    if (m.face) b.prepend(face(m.face));
    markWhom(b, m);
    return b;
  });
  if (options.length) {  // the way back: first above a long list, else last
    const back = button(say("cancel", "×"), "move cancel", () => {
      picked = null; opened = null; draw();
    });
    if (pick) choices.splice(choices.length - 2, 0, back);  // tiles, back, the confirm, why
    else if (listed.length > 4) choices.unshift(back); else choices.push(back);
  }
  // Docked, a pick's tiles stay in the page (in a compact grid) and only its buttons dock.
  if (pick && pick.note) {  // what the tiles are (Crazy Taco's dice roles), beside them
    const note = document.createElement("p");
    note.className = "note";
    note.textContent = pick.note;
    choices.splice(pick.tokens.length, 0, note);
  }
  const tiles = docked && pick ? choices.filter((c) => c.classList.contains("tile") ||
    c.classList.contains("note")) : docked && faced ? choices.filter((c) =>
    c.classList.contains("with-face")) : [];
  $("tiles").replaceChildren(...tiles);
  $("tiles").hidden = !tiles.length;
  targets.replaceChildren(...choices.filter((c) => !tiles.includes(c)));
  // Under the prompt: the last thing that happened at the table (not the prompt again).
  $("news").textContent = p.news && !pad ? p.news : "";
  $("news").hidden = !(p.news && !pad);
  $("status").textContent = !p.moves.length && !p.over && !pad && !p.news && !idle ?
    say("waiting", "") : "";  // (not under the emblem's "You're in!": said once)
  fold();
  fade();
}

function whyInSight() {
  // A dim card's reason, under the hand, brought into sight: the hand's panel from its top
  // when the reason then shows (never a sliver of the prompt's banner left over it), else
  // the reason at the screen's foot.
  const main = document.querySelector("main");
  const docked = document.body.classList.contains("dock");
  const frame = docked ? main.getBoundingClientRect() : { top: 0, bottom: window.innerHeight };
  const why = $("card-why").getBoundingClientRect();
  if (why.top >= frame.top && why.bottom <= frame.bottom) return;
  const part = $("hand-part");
  if (why.bottom - part.getBoundingClientRect().top <= frame.bottom - frame.top - 8) {
    part.scrollIntoView({ block: "start", behavior: "smooth" });
  } else $("card-why").scrollIntoView({ block: "nearest", behavior: "smooth" });
}

function aimWords(p) {
  // A card picked: what to tap, naming the card (Taco Party's tacos, Crazy Taco's Play it).
  const card = p.hand.find((c) => c.id === picked);
  return p.aim && card ? p.aim.replace("{card}", card.label) :
    say("choose_place", say("choose", p.prompt));
}

function inSight(next, wide) {
  // Where a picked card may go, in sight. Landscape: the way back at the top of the screen
  // (it stands over the places), then the lit place brought in if it is still below.
  if (!wide) {
    next.scrollIntoView({ block: "nearest", behavior: "smooth" });
    return;
  }
  if (!$("targets").hidden) $("actions").scrollIntoView({ block: "start" });
  next.scrollIntoView({ block: "nearest" });
}

function fade() {
  // The docked page's foot fades into the bar only while more of it lies below (phone.css).
  const main = document.querySelector("main");
  if ((main.scrollTop || window.scrollY) > 8) $("below").hidden = true;  // (scrolled: seen)
  const more = document.body.classList.contains("dock") &&
    main.scrollHeight - main.scrollTop - main.clientHeight > 2;
  main.classList.toggle("more", more);
}

// What the screen's first sight must never slice in two: a line of words, a card, a tile.
const WHOLE = ".stat, .tally, .card, .place, .tile, .spot, .key, .move, .mark, .chip, .news, " +
  ".prompt, .why, .note, .legend, summary, h2, h3, li, p";

function fold() {
  // Nothing cut at first sight by the screen's foot (or the docked bar's top): a thing the
  // edge would cut starts just below it instead, with the things beside it on its row, so
  // what fits shows whole and the rest is plainly more to scroll to.
  const main = document.querySelector("main");
  for (const el of main.querySelectorAll("[data-folded]")) {
    el.style.marginTop = "";
    delete el.dataset.folded;
  }
  const inMain = document.body.classList.contains("dock");
  const frame = inMain ? main.getBoundingClientRect() : null;
  const edge = inMain ? frame.bottom : window.innerHeight;
  const shift = inMain ? main.scrollTop : window.scrollY;  // (every box as if at the top)
  const most = 0.36 * (inMain ? frame.height : window.innerHeight);
  const peeking = new Set();  // rows of pictures left cut by the edge: a plain "more below"
  let gap = null;  // the widest gap a fold leaves above the edge (a cue drawn in it)
  for (let round = 0; round < 4; round += 1) {
    const cut = cutAt(main, edge, shift, peeking);
    if (!cut) break;
    const pictures = peekRow(cut.el, edge, shift);
    if (pictures) {  // a row of cards or places: its tops peek over the edge, never a gap
      const top = pictures[0].getBoundingClientRect().top + shift;
      const push = edge - top - pictures.peek;
      if (push > 0 && push <= most) {
        for (const el of pictures) {
          const was = parseFloat(getComputedStyle(el).marginTop) || 0;
          el.style.marginTop = `${was + push}px`;
          el.dataset.folded = "";
        }
      }
      for (const el of pictures) peeking.add(el);
      if (!gap) gap = { el: pictures[0].parentElement, push: 0, side: true };  // (the cue at
      // their row's end, on the felt beside its last picture)
      continue;
    }
    let outer = cut.el;  // the outermost box that starts about where it does (a row of
    while (outer.parentElement && outer.parentElement !== main &&  // stats: the row; a key's
           outer.getBoundingClientRect().top -  // first line: its whole panel)
           outer.parentElement.getBoundingClientRect().top < 24) outer = outer.parentElement;
    let panel = outer;  // (its panel, when it is the panel's first row under its title: the
    while (panel.parentElement && panel.parentElement !== main &&  // whole panel goes, never
           outer.getBoundingClientRect().top -  // an empty frame left above the edge)
           panel.parentElement.getBoundingClientRect().top < 64) panel = panel.parentElement;
    const above = (el) => edge - (el.getBoundingClientRect().top + shift) + 10;
    if (panel !== outer && above(panel) <= most) outer = panel;
    const push = above(outer);
    if (push > most || push <= 0) break;
    pushRow(main, outer, push);
    if (push >= 40 && (!gap || push > gap.push)) gap = { el: outer, push: push };  // (a
    // gap the fold left is where the cue goes before a row of pictures peeking)
  }
  if (!gap && !document.body.classList.contains("pad")) {  // (a controller: never moved)
    gap = footGap(main, inMain, edge, shift, most);
  }
  cue(gap, edge);
}

function pushRow(main, outer, push) {
  // `outer` and the things beside it in its row go `push` pixels down (below the edge).
  const row = outer.parentElement !== main ? [...outer.parentElement.children].filter((c) =>
    Math.abs(c.getBoundingClientRect().top - outer.getBoundingClientRect().top) < 2) : [outer];
  for (const el of row) {
    const was = parseFloat(getComputedStyle(el).marginTop) || 0;
    el.style.marginTop = `${was + push}px`;
    el.dataset.folded = "";
  }
}

function footGap(main, inMain, edge, shift, most) {
  // Nothing cut by the edge, yet more lies below it (a panel's foot, the marks' row): the
  // cue says so too. The corner its tab takes is cleared first: a row it would cover goes
  // below the edge, as a cut one does (never a tab over a tile's border or words).
  const rest = inMain ? main.scrollHeight - main.clientHeight - main.scrollTop :
    document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
  if (rest <= PEEK) return null;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const high = 2.6 * rem + 6;  // (the tab's size, .below, and a little room)
  const left = (inMain ? main.getBoundingClientRect().right : window.innerWidth) - 3 * rem - 6;
  let found = null;
  for (const el of main.querySelectorAll(WHOLE)) {
    if (!el.getClientRects().length) continue;
    const b = el.getBoundingClientRect();
    if (b.height && b.top + shift < edge && b.bottom + shift > edge - high && b.right > left &&
        (!found || b.top < found.getBoundingClientRect().top)) found = el;
  }
  if (!found) return { el: null, push: 0 };  // (the corner bare: the tab on the felt)
  if (!found.matches(".stat")) return null;  // (only a row of numbers at a panel's foot
  // goes: never a key, a move, the hand's key or a card, which stay in sight, cue or not)
  let outer = found;  // (its row, as a cut thing's: the tiles beside it go too)
  while (outer.parentElement && outer.parentElement !== main &&
         outer.getBoundingClientRect().top -
         outer.parentElement.getBoundingClientRect().top < 24) outer = outer.parentElement;
  const push = edge - (outer.getBoundingClientRect().top + shift) + 10;
  if (push > most || push <= 0 || outer.closest(PICTURE)) return null;
  pushRow(main, outer, push);
  return { el: outer, push: push };
}

function cue(gap, edge) {
  // A gap the fold left at the screen's foot says more lies below: a chevron pointing down in
  // the corner of the screen, on a tab of its own (never on a panel's border or over a card
  // in the gap; gone once the page is scrolled). Never a target: taps pass through it.
  const below = $("below");  // (never over the fight's pad: its key is the "?" above)
  below.hidden = !gap || document.body.classList.contains("pad");
  if (below.hidden) return;
  below.style.bottom = `${Math.max(0, window.innerHeight - edge)}px`;
}

// A row of these may peek over the edge (their tops in sight: plainly more to scroll to).
const PICTURE = ".hand > .card, .places .place";
const PEEK = 24;  // (at least this much of a peeking row in sight)

function peekRow(el, edge, shift) {
  // The row of pictures `el` belongs to, if it may peek over the edge: the cards beside it,
  // with how much of them stays in sight (as much as no word cut allows, PEEK at least).
  const pic = el.closest(PICTURE);
  if (!pic || !pic.parentElement) return null;
  const top = pic.getBoundingClientRect().top;
  const row = [...pic.parentElement.children].filter((c) => c.matches(PICTURE) &&
    Math.abs(c.getBoundingClientRect().top - top) < 8);
  const words = row.flatMap((c) => [...c.querySelectorAll("*")]).filter((w) =>
    w.getClientRects().length && [...w.childNodes].some((n) => n.nodeType === 3 &&
      n.textContent.trim())).map((w) => w.getBoundingClientRect());
  const clean = (seen) => words.every((w) => w.top - top >= seen - 1 || w.bottom - top <= seen);
  for (let seen = Math.floor(edge - (top + shift)); seen >= PEEK; seen -= 2) {
    if (clean(seen)) return Object.assign(row, { peek: seen });
  }
  return null;
}

function cutAt(main, edge, shift, peeking) {
  // The topmost thing the edge (at `edge`, things placed at `shift` + their box) cuts in two
  // (a row left peeking over it aside).
  let found = null;
  for (const el of main.querySelectorAll("*")) {
    const own = el.tagName === "IMG" || [...el.childNodes].some((n) => n.nodeType === 3 &&
      n.textContent.trim());
    if (!own || !el.getClientRects().length) continue;
    if (el.closest("details:not([open]) > :not(summary)")) continue;
    if ([...peeking].some((p) => p.contains(el))) continue;
    const unit = el.closest(WHOLE) || el;
    if (!main.contains(unit)) continue;
    const box = unit.getBoundingClientRect();
    const top = box.top + shift;
    if (top < edge - 2 && box.bottom + shift > edge + 1 && (!found || top < found.top)) {
      found = { el: unit, top: top };
    }
  }
  return found;
}

function dock(docked) {
  // The moves in the bar under the page (docked), or back in the page's flow.
  const actions = $("actions");
  document.body.classList.toggle("dock", docked);
  if (docked && actions.parentElement !== $("dock")) $("dock").appendChild(actions);
  if (!docked && actions.parentElement === $("dock")) {
    document.querySelector("main").insertBefore(actions, $("tally-part"));
  }
}

function drawPlaces(p, options) {
  // The table's spots a card may go to (Taco Party's tacos), a row per plate: with a card
  // picked, those it may go on are lit and tapped to play it there; the others wait, dimmed.
  const places = p.places || [];
  const aiming = options.some((m) => m.place);  // (a card that goes elsewhere dims none)
  $("places-part").hidden = !places.length;
  $("places-title").textContent = p.places_title || "";
  const rows = [];
  for (const place of places) {
    let row = rows.find((r) => r.name === place.row);
    if (!row) rows.push(row = { name: place.row, items: [] });
    row.items.push(place);
  }
  $("places").replaceChildren(...rows.map((row) => {
    const part = document.createElement("div");
    part.className = "place-row";
    const title = document.createElement("h3");
    title.textContent = row.name;
    title.hidden = !row.name;  // one row alone (Crazy Taco's counter): the part's title says it
    const grid = document.createElement("div");
    grid.className = "place-grid";
    grid.append(...row.items.map((place) => {
      const move = options.find((m) => m.place === place.key);
      const b = document.createElement("button");
      b.type = "button";
      b.className = "place" + (move ? " lit" : aiming ? " unlit" : "") +
        (place.face ? "" : " empty");
      // (Taco Party's own tacos: under the picture, each card and the total, a line each)
      const [named, ...lines] = place.label.split("\n");
      b.setAttribute("aria-label", [named, ...lines].join(", ").replace(/\t/g, " "));
      // (Crazy Taco's counter: its places' numbers, as the table draws them: "Position 1")
      if (place.number) {
        const said = say("place_number", "{number}");
        b.dataset.number = said.replace("{number}", String(place.number));
      } else delete b.dataset.number;
      if (place.face) {
        const img = face(place.face);
        img.alt = named;
        b.appendChild(img);
        // (a taco of one card: the picture names it, its total alone, never its one line
        // said again as the total under it)
        if (lines.length) b.appendChild(tacoLines(lines.length === 2 ? lines.slice(1) : lines));
        else if (place.total) b.appendChild(tacoLines([place.total]));  // (a friend's taco)
      } else b.textContent = named;
      b.disabled = !move;
      if (move) {
        b.addEventListener("click", () => {  // played: the page from the top, where the next
          play(move);  // prompt is read whole (never left cut under the header)
          document.querySelector("main").scrollTop = 0;
          window.scrollTo(0, 0);
        });
      }
      return b;
    }));
    part.append(title, grid);
    return part;
  }));
}

function tacoLines(lines) {
  // A taco read in words beside its picture: each card's name and points, then its total.
  const list = document.createElement("span");
  list.className = "taco-lines";
  list.append(...lines.map((line, i) => {
    const [name, points] = line.split("\t");
    const row = document.createElement("span");
    row.className = "taco-line" + (i === lines.length - 1 ? " total" : "");
    const words = document.createElement("span");
    words.textContent = name;
    const number = document.createElement("b");
    number.textContent = points || "";
    row.append(words, number);
    return row;
  }));
  return list;
}

function drawMarks(marks, title) {
  // The hand's legend, folded under the table in short: each mark as the cards show it (a
  // chip of words, or its picture) and what it means, in words a newcomer reads. Taco Party's
  // (pieces of its cards, a few words each) lies open in the hand's panel, over the cards.
  const beside = marks.length > 0 && marks.every((m) => m.tone === "party");
  $("hand-key").hidden = !beside;
  $("marks-part").hidden = !marks.length || beside;
  $("marks-title").textContent = title || say("marks", "");
  $("marks-go").hidden = !marks.length;  // the key, one tap from the top
  $("marks-go").setAttribute("aria-label", title || say("marks", ""));
  $("marks-go").title = title || say("marks", "");
  $(beside ? "hand-key" : "marks").replaceChildren(...marks.map((m) => {
    const row = document.createElement("div");
    row.className = "mark";
    if (m.chip) {
      const chip = document.createElement("span");
      chip.className = `chip tone-${m.tone}`;
      chip.textContent = m.chip;
      row.appendChild(chip);
    } else if (m.face) {
      const img = face(m.face);
      img.className = "mark-face" + (m.tone ? ` tone-${m.tone}` : "");  // (Taco Party's: a card's piece)
      row.appendChild(img);
    }
    const said = document.createElement("span");
    said.textContent = m.words;
    row.appendChild(said);
    return row;
  }));
  $(beside ? "marks" : "hand-key").replaceChildren();
}

function pickTiles(p, pick, options) {
  // A pick's tiles (a die each: its face, whose it is, Keep or Roll again), then one button
  // that sends the group's move holding exactly the tiles switched on.
  const tiles = pick.tokens.map((t) => {
    const on = switched.has(t.id);
    const b = document.createElement("button");
    b.type = "button";
    b.className = "tile" + (on ? " on" : "");
    b.setAttribute("aria-pressed", on ? "true" : "false");
    const img = face(t.face);
    img.alt = t.value;
    const who = document.createElement("b");
    // "Employee 1": the name under the die, its number a round badge on the die's corner
    // (three tiles abreast: the name alone fits, in every language).
    who.textContent = t.label;
    if (t.number) b.append(badge(t.number));
    const shows = document.createElement("span");
    shows.className = "shows";
    shows.textContent = t.value;
    const state = document.createElement("span");  // one state: kept (✓), or nothing
    state.className = "state";
    state.textContent = on ? pick.on : "";
    state.hidden = !on;
    b.setAttribute("aria-label", `${named(t)}: ${t.value}, ${on ? pick.on : pick.off}`);
    b.append(img, who, shows, state);
    b.addEventListener("click", () => {
      if (switched.has(t.id)) switched.delete(t.id); else switched.add(t.id);
      draw();
    });
    return b;
  });
  const same = (list) => Array.isArray(list) && list.length === switched.size &&
    list.every((id) => switched.has(id));
  // The tiles switched on, sent as the group's move unless the rules refuse them together:
  // then the button waits and the line under it says why, in the phrase book's words.
  const why = switched.size ? (pick.why || {})[[...switched].map(String).sort().join(",")] ||
    "" : "";
  let move = options.find((m) => same(m.action[pick.field]));
  if (!move && !why && options.length) {
    const action = Object.assign({}, options[0].action);
    action[pick.field] = pick.tokens.map((t) => t.id).filter((id) => switched.has(id));
    move = { action };
  }
  const counted = (pick.counted || [])[switched.size];  // "Keep 2 dice and finish"
  const send = button(counted || pick.confirm, "move confirm", () => { if (move) play(move); });
  send.disabled = !move;
  const reason = document.createElement("p");
  reason.className = "why";
  reason.textContent = why;
  reason.hidden = !why;
  return [...tiles, send, reason];
}

// A tap shows plainly that it was taken: the button sinks and rings for a moment.
document.addEventListener("pointerdown", (event) => {
  const target = event.target.closest("button");
  if (!target) return;
  target.classList.add("pressed");
  setTimeout(() => target.classList.remove("pressed"), 220);
});

$("marks-go").addEventListener("click", () => {  // open the key and bring it into sight
  const key = $("hand-key");
  if (!key.hidden) {  // (open in the hand's panel: brought into sight, and it flashes)
    key.scrollIntoView({ block: "nearest", behavior: "smooth" });
    key.classList.remove("flash");
    void key.offsetWidth;
    key.classList.add("flash");
    return;
  }
  $("marks-part").open = true;
  $("marks-part").scrollIntoView({ block: "start", behavior: "smooth" });
});

$("join").addEventListener("submit", (event) => {
  event.preventDefault();
  const name = $("join-name").value.trim();
  if (!name || !socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ type: "join", name: name }));
  $("refused").hidden = true;
  $("status").textContent = say("asking", "…");
});

for (const arrow of document.querySelectorAll(".dpad button")) {
  arrow.addEventListener("click", () => press("move", {
    dx: Number(arrow.dataset.dx), dy: Number(arrow.dataset.dy) }));
}

document.querySelector("main").addEventListener("scroll", fade, { passive: true });
window.addEventListener("scroll", fade, { passive: true });
document.querySelector("main").addEventListener("load", () => { fold(); fade(); }, true);
window.addEventListener("resize", () => { fold(); fade(); });  // (a face drawn: taller)

window.matchMedia("(orientation: landscape)").addEventListener("change", () => {
  if (!picture) return;
  draw();  // the table in short shows beside a picked card's targets, or not
  const lit = document.querySelector(".place.lit, .move.target");  // still in sight, turned
  if (lit) inSight(lit, window.matchMedia("(orientation: landscape)").matches);
});

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") connect();
});
connect();
