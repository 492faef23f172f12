-- Deliver notices to one account's stream exactly once (Redis Cluster: a commit records them
-- in its game's slot, commit.lua ``c.defer``; this runs on the account's slot). The account
-- keeps, per source (a game and the notice's kind), the last version delivered: a repeat (the
-- reconciler's repair, a retried call) or an older version arriving late writes nothing. Kinds
-- are apart so that a late ``game_started`` is not lost behind a newer ``your_turn``.
--
-- KEYS: 1 the account stream, 2 the delivered register (hash: source -> version); both carry
--       the account's ``{player}`` tag
-- ARGV: 1 version, 2 the stream's length cap, 3 the register's lifetime (s),
--       4... source, type, body triples
-- Returns how many notices were delivered.

local version = tonumber(ARGV[1])
local delivered = 0
for i = 4, #ARGV, 3 do
  local done = tonumber(redis.call('HGET', KEYS[2], ARGV[i]) or '-1')
  if version > done then
    redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 't', ARGV[i + 1], 'd', ARGV[i + 2])
    redis.call('HSET', KEYS[2], ARGV[i], ARGV[1])
    delivered = delivered + 1
  end
end
if delivered > 0 then redis.call('EXPIRE', KEYS[2], ARGV[3]) end
return delivered
