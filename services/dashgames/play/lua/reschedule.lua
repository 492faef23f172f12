-- Set when a game's next step is owed, unless a commit moved the game on meanwhile (that commit
-- wrote the newer answer). A game that no longer exists leaves the index.
--
-- KEYS: 1 meta, 2 the owed-work index
-- ARGV: game id, the version the caller read, when the next step is owed ('0.0': nothing is)
-- Returns 1 when written, 0 when the game moved on.

local current = redis.call('HGET', KEYS[1], 'v')
if not current then
  redis.call('ZREM', KEYS[2], ARGV[1])
  return 1
end
if current ~= ARGV[2] then return 0 end
if tonumber(ARGV[3]) > 0 then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[1])
else
  redis.call('ZREM', KEYS[2], ARGV[1])
end
return 1
