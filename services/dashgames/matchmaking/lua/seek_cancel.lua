-- Withdraw a waiting seek of the caller's (see dashgames.matchmaking.store).
--
-- KEYS: 1 the seek's hash, 2 the expiry index, 3 the public list, 4 the player's seek (who)
-- ARGV: 1 seek id, 2 the caller's player id, 3 the bucket key prefix
-- Returns {1} withdrawn | {-1} no such seek of the caller's | {0, status, game id} too late.

local found = redis.call('HMGET', KEYS[1], 'p', 'st', 'g', 'b')
if not found[1] or found[1] ~= ARGV[2] then return {-1} end
if found[2] ~= 'waiting' then return {0, found[2], found[3] or ''} end
redis.call('ZREM', ARGV[3] .. found[4], ARGV[1])
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
if redis.call('GET', KEYS[4]) == ARGV[1] then redis.call('DEL', KEYS[4]) end
redis.call('DEL', KEYS[1])
return {1}
