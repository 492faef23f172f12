-- A new challenge takes a pending slot of its sender and of its recipient, both or neither
-- (Challenges.create): KEYS[1] the recipient's pending set, KEYS[2] the sender's (members:
-- challenge ids, scores: expiry); ARGV now, received limit, sent limit, id, expiry, ttl.
-- 1 when taken; -1 when the recipient holds her limit of pending challenges, -2 the sender.
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return -1
end
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then
  return -2
end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], ARGV[5], ARGV[4])
  redis.call('EXPIRE', KEYS[i], ARGV[6])
end
return 1
