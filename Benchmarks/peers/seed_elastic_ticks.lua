-- One million animation ticks of the seed's ElasticEaseInEaseOut written as the seed writes it:
-- the animated value is a VectorArithmetic object and each tick calls its `scaled(by:)` method
-- (Anim: ../seed_elastic_ticks.anim).
local Vector = {}
Vector.__index = Vector
function Vector.new(x) return setmetatable({x = x}, Vector) end
function Vector:scaled(by) return Vector.new(self.x * by) end

local Elastic = {}
Elastic.__index = Elastic
function Elastic.new(duration) return setmetatable({duration = duration}, Elastic) end
function Elastic:animate(value, time, context)
  if time > self.duration then return nil end
  local p = time / self.duration
  local s = math.sin((20 * p - 11.125) * ((2 * math.pi) / 4.5))
  if p < 0.5 then
    return value:scaled(-(2 ^ (20 * p - 10) * s) / 2)
  else
    return value:scaled((2 ^ (-20 * p + 10) * s) / 2 + 1)
  end
end

local frames = tonumber(arg[1]) or 1000000
local animation = Elastic.new(frames)
local context = {state = {}, logically_complete = false}
local start, target, presented = 0.0, 100.0, 0.0
local delta = Vector.new(target - start)
for k = 1, frames do
  local time = k / 60
  local v = animation:animate(delta, time, context)
  if v == nil then presented = target; break end
  presented = start + v.x
end
print(string.format("%.6f", presented))
