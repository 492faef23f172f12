-- Deliver a game's notices to one account's stream exactly once (Redis Cluster: the commit
-- records them in the game's slot, commit.lua ``c.defer``; this runs on the account's slot).
-- The account keeps, per source (a game), the last version delivered: a repeat (the
-- reconciler's repair, a retried call) or an older version arriving late writes nothing.
--
-- KEYS: 1 the account stream, 2 the delivered register (hash: source -> version); both carry
--       the account's ``{player}`` tag
-- ARGV: 1 source, 2 version, 3 the stream's length cap, 4 the register's lifetime (s),
--       5... type, body pairs
-- Returns 1 when delivered, 0 when delivered already.

local done = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '-1')
if tonumber(ARGV[2]) <= done then return 0 end
for i = 5, #ARGV, 2 do
  redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[3], '*', 't', ARGV[i], 'd', ARGV[i + 1])
end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1
