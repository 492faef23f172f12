-- A game's move between lobby lists, on the lobby's own slot (Redis Cluster: see commit.lua,
-- ``c.defer``). A game only ever moves forward (open, active, finished), so a move is stale
-- when the game already sits in a later status's list: then nothing is written, and a stalled
-- process cannot put a finished game back among the active ones.
--
-- KEYS: 1/2 the lists it leaves (none when it enters the lobby), 3/4 the lists it enters,
--       5... the lists of the statuses after the one it enters; all share the ``{lobby}`` tag
-- ARGV: 1 game id, 2 score (created), 3 '1' when it leaves lists (KEYS 1/2), else '0'
-- Returns 1 when applied, 0 when stale.

for k = 5, #KEYS do
  if redis.call('ZSCORE', KEYS[k], ARGV[1]) then return 0 end
end
if ARGV[3] == '1' then
  redis.call('ZREM', KEYS[1], ARGV[1])
  redis.call('ZREM', KEYS[2], ARGV[1])
end
redis.call('ZADD', KEYS[3], ARGV[2], ARGV[1])
redis.call('ZADD', KEYS[4], ARGV[2], ARGV[1])
return 1
