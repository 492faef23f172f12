-- Take the games whose next step was owed by now (see dashgames.play.store, ``P owed``):
-- each is put off to ``until`` in the same step, so two reconcilers never take the same game
-- at once, and one that dies holding a game only delays it to ``until``.
--
-- KEYS: 1 the owed-work index
-- ARGV: now, until, the most games to take
-- Returns the game ids taken.

local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[3]))
for _, id in ipairs(ids) do
  redis.call('ZADD', KEYS[1], ARGV[2], id)
end
return ids
