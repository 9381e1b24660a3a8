# One million animation ticks of the seed's PausableAnimation around another custom animation:
# each tick reads the environment and the animation's state (keyed by the state key type),
# writes it back when the pause flag changes, and calls the base animation, which scales the
# value with a method call (Anim: ../seed_pausable_ticks.anim).
import sys

class Vector:
    __slots__ = ("x",)
    def __init__(self, x):
        self.x = x
    def scaled(self, by):
        return Vector(self.x * by)

class PausableState:
    __slots__ = ("paused", "pause_time")
    def __init__(self, paused=False, pause_time=0.0):
        self.paused = paused
        self.pause_time = pause_time

class Context:
    __slots__ = ("state", "environment")
    def __init__(self, environment):
        self.state = {}
        self.environment = environment

class Ramp:
    def __init__(self, duration):
        self.duration = duration
    def animate(self, value, time, context):
        if time > self.duration: return None
        return value.scaled(time / self.duration)

class Pausable:
    def __init__(self, base):
        self.base = base
    def animate(self, value, time, context):
        paused = context.environment["animationPaused"]
        pausable_state = context.state.get(PausableState) or PausableState()
        pause_time = pausable_state.pause_time
        if pausable_state.paused != paused:
            pause_time = time - pause_time
            context.state[PausableState] = PausableState(paused, pause_time)
        effective_time = pause_time if paused else time - pause_time
        return self.base.animate(value, effective_time, context)

frames = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
animation = Pausable(Ramp(frames))
context = Context({"animationPaused": False})
start, target, presented = 0.0, 100.0, 0.0
delta = Vector(target - start)
for k in range(1, frames + 1):
    time = k / 60
    v = animation.animate(delta, time, context)
    if v is None:
        presented = target
        break
    presented = start + v.x
print("%.6f" % presented)
