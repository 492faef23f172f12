-- A commit's effect on the owed-work indexes, on their own slot (Redis Cluster: see
-- commit.lua, ``c.defer``), applied only if no newer version of the game has been applied:
-- a process that stalled between its commit and this call must not undo a later commit's
-- answer. Applying the same version again (the reconciler's repair) writes the same thing.
--
-- KEYS: 1 the owed-work index, 2 the owed archives, 3 the versions applied (hash: game ->
--       version, for the games the index lists); all three share the ``{owed}`` tag
-- ARGV: 1 game id, 2 version, 3 when its next step is owed ('0': nothing is), 4 when its
--       archiving is owed ('': not owed)
-- Returns 1 when applied, 0 when a newer version was applied already.

local applied = tonumber(redis.call('HGET', KEYS[3], ARGV[1]) or '-1')
if tonumber(ARGV[2]) < applied then return 0 end
if tonumber(ARGV[3]) > 0 then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
  redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
else
  -- nothing owed: the game leaves the index and its version with it (the versions stay only
  -- for the games listed, so the hash never outgrows the index); a stale older step that
  -- owed something may then list it again, which costs one look by the reconciler
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[3], ARGV[1])
end
if ARGV[4] ~= '' then redis.call('ZADD', KEYS[2], 'NX', ARGV[4], ARGV[1]) end
return 1
