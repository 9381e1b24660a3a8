# One million animation ticks: a minimal 60 fps frame loop calling an animation object's
# `animate(value, time, context)` (the seed's elastic), as AnimationCore does for ticks.anim.
import math, sys

class Elastic:
    def __init__(self, duration):
        self.duration = duration
    def animate(self, value, time, context):
        if time > self.duration: return None
        p = time / self.duration
        s = math.sin((20 * p - 11.125) * ((2 * math.pi) / 4.5))
        if p < 0.5:
            return value * (-(math.pow(2, 20 * p - 10) * s) / 2)
        return value * ((math.pow(2, -20 * p + 10) * s) / 2 + 1)

frames = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
animation = Elastic(frames)
context = {"state": {}, "logically_complete": False}
start, target, presented = 0.0, 100.0, 0.0
for k in range(1, frames + 1):
    time = k / 60
    v = animation.animate(target - start, time, context)
    if v is None:
        presented = target
        break
    presented = start + v
print("%.6f" % presented)
