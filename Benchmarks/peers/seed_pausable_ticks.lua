-- One million animation ticks of the seed's PausableAnimation around another custom animation:
-- each tick reads the environment and the animation's state (keyed by the state key type),
-- writes it back when the pause flag changes, and calls the base animation, which scales the
-- value with a method call (Anim: ../seed_pausable_ticks.anim).
local Vector = {}
Vector.__index = Vector
function Vector.new(x) return setmetatable({x = x}, Vector) end
function Vector:scaled(by) return Vector.new(self.x * by) end

local PausableState = {}
function PausableState.new(paused, pauseTime) return {paused = paused, pauseTime = pauseTime} end

local Ramp = {}
Ramp.__index = Ramp
function Ramp.new(duration) return setmetatable({duration = duration}, Ramp) end
function Ramp:animate(value, time, context)
  if time > self.duration then return nil end
  return value:scaled(time / self.duration)
end

local Pausable = {}
Pausable.__index = Pausable
function Pausable.new(base) return setmetatable({base = base}, Pausable) end
function Pausable:animate(value, time, context)
  local paused = context.environment.animationPaused
  local pausableState = context.state[PausableState] or PausableState.new(false, 0.0)
  local pauseTime = pausableState.pauseTime
  if pausableState.paused ~= paused then
    pauseTime = time - pauseTime
    context.state[PausableState] = PausableState.new(paused, pauseTime)
  end
  local effectiveTime
  if paused then effectiveTime = pauseTime else effectiveTime = time - pauseTime end
  return self.base:animate(value, effectiveTime, context)
end

local frames = tonumber(arg[1]) or 1000000
local animation = Pausable.new(Ramp.new(frames))
local context = {state = {}, environment = {animationPaused = false}}
local start, target, presented = 0.0, 100.0, 0.0
local delta = Vector.new(target - start)
for k = 1, frames do
  local time = k / 60
  local v = animation:animate(delta, time, context)
  if v == nil then presented = target; break end
  presented = start + v.x
end
print(string.format("%.6f", presented))
