// Particles (Benchmarks/particles.anim) compiled by swiftc -O: the same program.
struct Particle {
    var position: Double
    var velocity: Double

    mutating func step(toward target: Double, dt: Double) {
        let force = 169 * (target - position) - 26 * velocity
        velocity += force * dt
        position += velocity * dt
    }
}

var particles: [Particle] = []
for i in 0..<1000 {
    particles.append(Particle(position: Double(i % 10), velocity: 0))
}
let dt = 1.0 / 60.0
for frame in 0..<1000 {
    let target = frame % 120 < 60 ? 100.0 : 0.0
    for i in particles.indices {
        particles[i].step(toward: target, dt: dt)
    }
}
var total = 0.0
for particle in particles {
    total += particle.position
}
print(total)
