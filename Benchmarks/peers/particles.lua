-- Particles (Benchmarks/particles.anim): 1,000 particles on springs, 1,000 frames at 60 fps, one
-- million method calls that change a table's fields.
local Particle = {}
Particle.__index = Particle

function Particle.new(position, velocity)
  return setmetatable({position = position, velocity = velocity}, Particle)
end

function Particle:step(target, dt)
  local force = 169 * (target - self.position) - 26 * self.velocity
  self.velocity = self.velocity + force * dt
  self.position = self.position + self.velocity * dt
end

local particles = {}
for i = 0, 999 do particles[i + 1] = Particle.new(i % 10 + 0.0, 0.0) end
local dt = 1.0 / 60.0
for frame = 0, 999 do
  local target = (frame % 120 < 60) and 100.0 or 0.0
  for i = 1, #particles do particles[i]:step(target, dt) end
end
local total = 0.0
for i = 1, #particles do total = total + particles[i].position end
print(string.format("%.6f", total))
