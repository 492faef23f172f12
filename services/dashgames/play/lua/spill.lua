-- Drop from a game's archive list the steps the history database now holds (see
-- dashgames.history.archive.Archiver.spill), unless the list changed meanwhile.
--
-- Folds only append chunks, and compactions and spills only replace a prefix of the list with
-- one new chunk: when its first and n-th chunks are still the ones the caller read, so are the
-- n chunks between. Those n are replaced by ``rest`` (the steps among them after the spilled
-- range, re-compressed; empty: none) and the game's ``sv`` (spilled through this version) is
-- set in the same step, so a reader that sees the list and ``sv`` together always finds every
-- step in one place or the other. The key keeps its expiry.
--
-- KEYS: 1 archive, 2 meta
-- ARGV: 1 n (chunks replaced), 2 the first chunk as read, 3 the n-th chunk as read,
--       4 rest (may be empty), 5 the version spilled through, 6 sv as read ('' when absent)
-- Returns 1 (trimmed) | 0 (the archive or sv changed: nothing written)

local n = tonumber(ARGV[1])
if redis.call('TYPE', KEYS[1]).ok ~= 'list' then return 0 end
if (redis.call('HGET', KEYS[2], 'sv') or '') ~= ARGV[6] then return 0 end
if redis.call('LLEN', KEYS[1]) < n then return 0 end
if redis.call('LINDEX', KEYS[1], 0) ~= ARGV[2] then return 0 end
if redis.call('LINDEX', KEYS[1], n - 1) ~= ARGV[3] then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
local kept = redis.call('LRANGE', KEYS[1], n, -1)
redis.call('DEL', KEYS[1])
if ARGV[4] ~= '' then table.insert(kept, 1, ARGV[4]) end
if #kept > 0 then
  redis.call('RPUSH', KEYS[1], unpack(kept))
  if ttl > 0 then redis.call('PEXPIRE', KEYS[1], ttl) end
end
redis.call('HSET', KEYS[2], 'sv', ARGV[5])
return 1
