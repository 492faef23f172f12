-- Claim a table's seeks for one pairing, all or none (see dashgames.matchmaking.store).
--
-- Every seek must still be waiting and unexpired; then, atomically, each is marked 'pairing'
-- with the game id and leaves the waiting indexes, and the pairing's plan is recorded with when
-- it is overdue. The game itself is made afterwards, only if absent, in one MULTI that also
-- marks the seeks 'paired' and drops the plan; a worker that dies in between leaves the plan,
-- which any pairing worker finishes once overdue. So no seek is paired twice, none is lost.
--
-- KEYS: 1 the plans index, 2 the plan, 3 the bucket, 4 the expiry index, 5 the public list,
--       6.. the seeks' hashes
-- ARGV: 1 now, 2 game id, 3 the plan (JSON), 4 when the plan is overdue, 5.. the seek ids
-- Returns {1} | {0, the first seek id that is no longer waiting}.

local now = tonumber(ARGV[1])
for i = 6, #KEYS do
  local found = redis.call('HMGET', KEYS[i], 'st', 'exp')
  if found[1] ~= 'waiting' or tonumber(found[2]) <= now then return {0, ARGV[i - 1]} end
end
for i = 6, #KEYS do
  local id = ARGV[i - 1]
  redis.call('HSET', KEYS[i], 'st', 'pairing', 'g', ARGV[2])
  redis.call('ZREM', KEYS[3], id)
  redis.call('ZREM', KEYS[4], id)
  redis.call('ZREM', KEYS[5], id)
end
redis.call('SET', KEYS[2], ARGV[3])
redis.call('ZADD', KEYS[1], ARGV[4], ARGV[2])
return {1}
