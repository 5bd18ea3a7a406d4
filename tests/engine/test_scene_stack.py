"""Scene stack: hook order, queued requests, pause menus freeze what is below, draw order."""

from tabletop.engine.scene import Scene
from tabletop.engine.scene_stack import SceneStack


class Recorder(Scene):
    def __init__(self, name, log, opaque=True, freezes=True):
        super().__init__()
        self.name, self.log = name, log
        self.opaque, self.freezes_below = opaque, freezes
        self.updates = 0
        self.draws = 0

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def update(self, dt):
        self.updates += 1

    def draw(self, canvas, alpha):
        self.draws += 1


def test_hook_order_for_push_pop_replace():
    log = []
    stack = SceneStack()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    stack.push(a)
    stack.apply_pending()
    stack.push(b)
    stack.apply_pending()
    stack.replace(c)
    stack.apply_pending()
    stack.pop()
    stack.apply_pending()
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "c.enter", "c.exit", "a.resume"]


def test_requests_wait_until_applied():
    log = []
    stack = SceneStack()
    a = Recorder("a", log)
    stack.push(a)
    assert stack.scenes == [] and stack.has_pending()
    stack.apply_pending()
    assert stack.top is a


def test_pause_menu_freezes_the_scene_below_but_an_overlay_does_not():
    log = []
    stack = SceneStack()
    table = Recorder("table", log)
    menu = Recorder("menu", log, opaque=False, freezes=True)
    stack.push(table)
    stack.push(menu)
    stack.apply_pending()
    stack.update(1 / 60)
    assert (table.updates, menu.updates) == (0, 1)
    stack.pop()
    overlay = Recorder("tip", log, opaque=False, freezes=False)
    stack.push(overlay)
    stack.apply_pending()
    stack.update(1 / 60)
    assert (table.updates, overlay.updates) == (1, 1)


def test_draws_from_the_highest_opaque_scene_up():
    log = []
    stack = SceneStack()
    bottom, middle, top = (Recorder("b", log), Recorder("m", log),
                           Recorder("t", log, opaque=False))
    for scene in (bottom, middle, top):
        stack.push(scene)
    stack.apply_pending()
    stack.draw(None, 0.0)
    assert (bottom.draws, middle.draws, top.draws) == (0, 1, 1)


def test_clear_to_exits_everything_then_enters_the_new_scene():
    log = []
    stack = SceneStack()
    for name in "xy":
        stack.push(Recorder(name, log))
    stack.apply_pending()
    log.clear()
    stack.clear_to(Recorder("title", log))
    stack.apply_pending()
    assert log == ["y.exit", "x.exit", "title.enter"]
    assert len(stack.scenes) == 1


def test_a_still_stack_asked_to_draw_again_on_the_same_canvas_draws_nothing():
    """An overlay over a table, both still: the canvas shows the frame already, so a second
    draw costs nothing; a change, or another canvas, draws again."""
    import pygame

    class Still(Recorder):
        def moving(self):
            return False

    stack = SceneStack()
    table, overlay = Still("table", []), Still("overlay", [], opaque=False)
    stack.push(table)
    stack.push(overlay)
    stack.apply_pending()
    canvas = pygame.Surface((64, 36))
    assert stack.draw(canvas, 0.0) is None  # two scenes: all of it
    assert stack.draw(canvas, 0.0) == []
    assert (table.draws, overlay.draws) == (1, 1)
    overlay.mark_changed()
    stack.draw(canvas, 0.0)
    assert (table.draws, overlay.draws) == (2, 2)
    stack.draw(pygame.Surface((64, 36)), 0.0)
    assert (table.draws, overlay.draws) == (3, 3)


def test_pop_until_pops_to_the_scene_asked_for_and_never_empties_the_stack_for_one_gone():
    log = []
    stack = SceneStack()
    table, menu, curtain = Recorder("table", log), Recorder("menu", log), Recorder("curtain", log)
    for scene in (table, menu, curtain):
        stack.push(scene)
    stack.apply_pending()
    stack.pop_until(lambda top: top is table)
    stack.apply_pending()
    assert stack.scenes == [table]
    results = Recorder("results", log)
    stack.replace(results)  # the table leaves, then something asks for it again
    stack.pop_until(lambda top: top is table)
    stack.apply_pending()
    assert stack.scenes == [results]
