-- Answer a challenge in one atomic step (see dashgames.challenges.store): accept, decline,
-- cancel or expire it, and tell both players on their account streams.
--
-- KEYS: 1 the challenge (JSON string), 2 the pending index (sorted set: id -> expiry),
--       3 the accepted-without-a-game-yet index (id -> when the sweep takes over),
--       4 the challenger's account stream, 5 the challenged player's account stream (4 and
--       5 only with a single Redis)
-- ARGV: 1 the answer (accept|decline|cancel|expire), 2 who answers (a player id; "" for the
--       sweep), 3 now (unix s), 4 decline reason, 5 the new game's id (accept),
--       6 when the sweep creates the game if the acceptor has not (accept),
--       7 the account streams' length cap, 8 '1' on a Redis Cluster: the account streams
--       (KEYS 4, 5) are in other slots, so nothing is written there; the reply's third
--       element names the event the caller sends both players
-- Returns {1, challenge JSON} | {-1} no such challenge | {-2} not this player's to answer
--       | {0, status} already closed | {3, challenge JSON} it had expired (now marked so)
--       | {4} not yet due (expire)

local raw = redis.call('GET', KEYS[1])
if not raw then return {-1} end
local c = cjson.decode(raw)
local answer, actor, now = ARGV[1], ARGV[2], tonumber(ARGV[3])

local told = ''
local function tell(kind)
  told = kind
  if ARGV[8] == '1' then return end
  local body = cjson.encode(c)
  redis.call('XADD', KEYS[4], 'MAXLEN', '~', ARGV[7], '*', 't', kind, 'd', body)
  redis.call('XADD', KEYS[5], 'MAXLEN', '~', ARGV[7], '*', 't', kind, 'd', body)
end

local function close(status)
  c.status = status
  c.answered_at = now
  redis.call('SET', KEYS[1], cjson.encode(c), 'KEEPTTL')
  redis.call('ZREM', KEYS[2], c.id)
end

if answer ~= 'expire' then
  local own = (answer == 'cancel') and c.challenger.id or c.challenged.id
  if actor ~= own then return {-2} end
end
if c.status ~= 'pending' then return {0, c.status} end

if now >= tonumber(c.expires_at) then
  close('expired')
  tell('challenge_expired')
  return {3, cjson.encode(c), told}
end
if answer == 'expire' then return {4} end

if answer == 'accept' then
  c.game_id = ARGV[5]
  close('accepted')
  redis.call('ZADD', KEYS[3], ARGV[6], c.id)
  tell('challenge_accepted')
elseif answer == 'decline' then
  c.decline_reason = ARGV[4]
  close('declined')
  tell('challenge_declined')
else
  close('cancelled')
  tell('challenge_cancelled')
end
return {1, cjson.encode(c), told}
