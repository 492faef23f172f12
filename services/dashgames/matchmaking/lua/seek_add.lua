-- Add a waiting seek, unless its player has one already (see dashgames.matchmaking.store).
--
-- KEYS: 1 the player's seek (who), 2 the seek's hash, 3 its bucket, 4 the buckets set,
--       5 the expiry index, 6 the public list
-- ARGV: 1 seek id, 2 bucket name, 3 created (unix s), 4 expires (unix s), 5 the seek hash
--       key prefix, 6.. hash fields
-- Returns {1} | {0, the seek the player already has}.

local held = redis.call('GET', KEYS[1])
if held then
  local status = redis.call('HGET', ARGV[5] .. held, 'st')
  if status == 'waiting' or status == 'pairing' then return {0, held} end
end
local fields = {}
for i = 6, #ARGV do fields[#fields + 1] = ARGV[i] end
redis.call('HSET', KEYS[2], unpack(fields))
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
redis.call('SADD', KEYS[4], ARGV[2])
redis.call('ZADD', KEYS[5], ARGV[4], ARGV[1])
redis.call('ZADD', KEYS[6], ARGV[3], ARGV[1])
redis.call('SET', KEYS[1], ARGV[1])
return {1}
