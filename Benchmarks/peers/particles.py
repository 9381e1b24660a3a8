# Particles (Benchmarks/particles.anim): 1,000 particles on springs, 1,000 frames at 60 fps, one
# million method calls that change an object's fields.
class Particle:
    __slots__ = ("position", "velocity")

    def __init__(self, position, velocity):
        self.position = position
        self.velocity = velocity

    def step(self, target, dt):
        force = 169 * (target - self.position) - 26 * self.velocity
        self.velocity += force * dt
        self.position += self.velocity * dt


particles = [Particle(float(i % 10), 0.0) for i in range(1000)]
dt = 1.0 / 60.0
for frame in range(1000):
    target = 100.0 if frame % 120 < 60 else 0.0
    for p in particles:
        p.step(target, dt)
total = 0.0
for p in particles:
    total += p.position
print(total)
