-- Keep a waiting seek alive until ARGV[2] (see dashgames.matchmaking.store): its heartbeat.
--
-- KEYS: 1 the seek's hash, 2 the expiry index
-- ARGV: 1 seek id, 2 new expiry (unix s)
-- Returns the seek's status ('waiting', 'pairing', 'paired'), or false when it is gone.

local status = redis.call('HGET', KEYS[1], 'st')
if not status then return false end
if status == 'waiting' then
  redis.call('HSET', KEYS[1], 'exp', ARGV[2])
  redis.call('ZADD', KEYS[2], 'XX', ARGV[2], ARGV[1])
end
return status
