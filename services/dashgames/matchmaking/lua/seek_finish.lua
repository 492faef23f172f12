-- Finish a claimed pairing whose game exists (see dashgames.matchmaking.store): every seek paired,
-- its player's seek freed, its long-poll woken, the plan gone; only while the plan is still
-- there, so a pairing is finished once. A single Redis does this in the MULTI that makes the
-- game; on a Redis Cluster the game is in its own slot, so the store runs this after the game
-- is made, and again (a no-op once done) whenever a plan is finished anew.
--
-- KEYS: 1 the plan, 2 the plans index, then per seek: its hash, its player's seek (who), its
--       wake-up list; all share the ``q:{q}`` tag
-- ARGV: 1 game id, 2 when paired, 3 seconds a paired seek stays, 4 seconds a wake-up stays,
--       5... the seek ids
-- Returns 1 when finished here, 0 when it was finished already.

if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
for i = 1, (#KEYS - 2) / 3 do
  local seek, who, wake, id = KEYS[3 * i], KEYS[3 * i + 1], KEYS[3 * i + 2], ARGV[4 + i]
  redis.call('HSET', seek, 'st', 'paired', 'g', ARGV[1], 'pat', ARGV[2])
  redis.call('EXPIRE', seek, ARGV[3])
  if redis.call('GET', who) == id then redis.call('DEL', who) end
  redis.call('RPUSH', wake, ARGV[1])
  redis.call('EXPIRE', wake, ARGV[4])
end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[2], ARGV[1])
return 1
