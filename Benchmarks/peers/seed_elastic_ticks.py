# One million animation ticks of the seed's ElasticEaseInEaseOut written as the seed writes it:
# the animated value is a VectorArithmetic object and each tick calls its `scaled(by:)` method
# (Anim: ../seed_elastic_ticks.anim).
import math, sys

class Vector:
    __slots__ = ("x",)
    def __init__(self, x):
        self.x = x
    def scaled(self, by):
        return Vector(self.x * by)

class Elastic:
    def __init__(self, duration):
        self.duration = duration
    def animate(self, value, time, context):
        if time > self.duration: return None
        p = time / self.duration
        s = math.sin((20 * p - 11.125) * ((2 * math.pi) / 4.5))
        if p < 0.5:
            return value.scaled(-(math.pow(2, 20 * p - 10) * s) / 2)
        else:
            return value.scaled((math.pow(2, -20 * p + 10) * s) / 2 + 1)

frames = int(sys.argv[1]) if len(sys.argv) > 1 else 1000000
animation = Elastic(frames)
context = {"state": {}, "logically_complete": False}
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
