-- One million animation ticks: a minimal 60 fps frame loop calling an animation object's
-- `animate(value, time, context)` (the seed's elastic), as AnimationCore does for ticks.anim.
local Elastic = {}
Elastic.__index = Elastic
function Elastic.new(duration) return setmetatable({duration = duration}, Elastic) end
function Elastic:animate(value, time, context)
  if time > self.duration then return nil end
  local p = time / self.duration
  local s = math.sin((20 * p - 11.125) * ((2 * math.pi) / 4.5))
  if p < 0.5 then return value * (-(2 ^ (20 * p - 10) * s) / 2) end
  return value * ((2 ^ (-20 * p + 10) * s) / 2 + 1)
end

local frames = tonumber(arg[1]) or 1000000
local animation = Elastic.new(frames)
local context = {state = {}, logically_complete = false}
local start, target, presented = 0.0, 100.0, 0.0
for k = 1, frames do
  local time = k / 60
  local v = animation:animate(target - start, time, context)
  if v == nil then presented = target; break end
  presented = start + v
end
print(string.format("%.6f", presented))
