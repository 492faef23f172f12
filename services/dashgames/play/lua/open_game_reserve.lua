-- The open-games quota, count then add in one step (Store.reserve_open_game): KEYS[1] the
-- player's sorted set of counted games; ARGV quota, now, member, ttl (0: none). 1 when added,
-- 0 (nothing added) when the set holds the quota already.
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
if tonumber(ARGV[4]) > 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[4])
end
return 1
