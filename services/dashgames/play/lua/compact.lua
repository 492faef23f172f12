-- Replace the first chunks of a game's archive with one chunk holding the same steps (see
-- dashgames.play.store.Store.compact_archive), unless the archive changed meanwhile.
--
-- Folds only ever append chunks, so the first n chunks are unchanged exactly when the n-th is
-- still the one the caller read; chunks appended since are kept after the new one. The key
-- keeps its expiry (a finished game's keys may have one).
--
-- KEYS: 1 archive
-- ARGV: 1 n (chunks replaced), 2 the n-th chunk as read, 3 the replacing chunk
-- Returns 1 (replaced) | 0 (the archive changed: nothing written)

local n = tonumber(ARGV[1])
if redis.call('TYPE', KEYS[1]).ok ~= 'list' then return 0 end
if redis.call('LLEN', KEYS[1]) < n then return 0 end
if redis.call('LINDEX', KEYS[1], n - 1) ~= ARGV[2] then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
local rest = redis.call('LRANGE', KEYS[1], n, -1)
redis.call('DEL', KEYS[1])
redis.call('RPUSH', KEYS[1], ARGV[3], unpack(rest))
if ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
return 1
