// The phone page: one seat's hand and moves, over the seat's websocket. No build step.
"use strict";

const token = location.pathname.split("/").pop();
let socket = null;
let picture = null;
let picked = null;
let chosen = new Set();
let finished = false;
let words = {};
let timer = null;

const $ = (id) => document.getElementById(id);

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
    mine.send(JSON.stringify({ type: "hello" }));
  };
  mine.onmessage = (event) => { if (mine === socket) heard(JSON.parse(event.data)); };
  mine.onclose = () => {
    if (finished || mine !== socket) return;
    $("status").textContent = say("lost", "…");
    timer = setTimeout(connect, 1000);
  };
}

function heard(message) {
  if (message.type === "picture") {
    picture = message;
    words = message.words || {};
    if (picked !== null && !message.hand.some((card) => card.id === picked)) picked = null;
    if (!message.many || (picture && picture.number !== message.number)) chosen = new Set();
    $("refused").hidden = true;
    draw();
  } else if (message.type === "refused") {
    $("refused").textContent = message.reason;
    $("refused").hidden = false;
  } else if (message.type === "goodbye") {
    finished = true;
    $("status").textContent = message.reason;
    socket.close();
  }
}

function play(move) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ type: "play", action: move.action, picture: picture.number }));
  picked = null;
  chosen = new Set();
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

function draw() {
  const p = picture;
  $("name").textContent = p.name;
  $("title").textContent = p.title;
  $("prompt").textContent = p.over ? say("over", "") : p.prompt;
  $("hand-title").textContent = say("hand", "");
  const steps = $("steps");
  const stepButtons = p.moves.filter((m) => m.card === null).map((m) => {
    const b = button(m.label, "move step" + (m.face ? " with-face" : ""), () => play(m));
    if (m.face) b.prepend(face(m.face));
    return b;
  });
  if (p.many) {
    const many = p.many;
    const send = button(`${many.label} (${chosen.size})`, "move step many", () => {
      const action = Object.assign({}, many.action);
      action[many.field] = [...chosen];
      play({ action });
    });
    send.disabled = chosen.size === 0;
    stepButtons.unshift(send);
  }
  steps.replaceChildren(...stepButtons);
  const hand = $("hand");
  hand.replaceChildren(...p.hand.map((card) => {
    const b = document.createElement("button");
    b.type = "button";
    const choosing = p.many && p.many.cards.includes(card.id);
    const legal = choosing || p.moves.some((m) => m.card === card.id);
    const marked = picked === card.id || chosen.has(card.id);
    b.className = "card" + (legal ? " legal" : "") + (marked ? " picked" : "");
    b.dataset.card = String(card.id);
    b.setAttribute("aria-label", card.label);
    const img = face(card.face);
    img.alt = card.label;
    b.appendChild(img);
    b.addEventListener("click", () => {
      if (choosing) {
        if (chosen.has(card.id)) chosen.delete(card.id); else chosen.add(card.id);
      } else {
        picked = legal && picked !== card.id ? card.id : null;
      }
      draw();
    });
    return b;
  }));
  const targets = $("targets");
  const options = picked === null ? [] : p.moves.filter((m) => m.card === picked);
  targets.hidden = options.length === 0;
  targets.replaceChildren(...options.map((m) => button(m.label, "move target", () => play(m))),
    ...(options.length ? [button(say("cancel", "×"), "move cancel", () => { picked = null; draw(); })] : []));
  if (!p.over && p.moves.length && picked === null && p.hand.some((c) => p.moves.some((m) => m.card === c.id))) {
    $("status").textContent = say("pick", "");
  } else if (!p.moves.length && !p.over) {
    $("status").textContent = say("waiting", "");
  } else {
    $("status").textContent = "";
  }
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") connect();
});
connect();
