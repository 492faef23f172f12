-- Join or withdraw one entrant, checked and written in one step (dashgames.tournaments.store).
--
-- KEYS: 1 the event's hash, 2 its entrants, 3 its withdrawn set, 4 its event stream
-- ARGV: 1 'join' | 'withdraw', 2 the entrant id, 3 the entrant (JSON, join),
--       4 max entrants, 5 the event's format, 6 the stream's event (JSON)
-- Returns {1} | {0, why}: why is 'finished', 'started', 'registered', 'full', 'unregistered'
-- or 'withdrawn'.

local st = redis.call('HGET', KEYS[1], 'st')
if st ~= 'open' and st ~= 'running' then return {0, 'finished'} end
local known = redis.call('HEXISTS', KEYS[2], ARGV[2]) == 1
local out = redis.call('SISMEMBER', KEYS[3], ARGV[2]) == 1
if ARGV[1] == 'join' then
  if st == 'running' and ARGV[5] ~= 'arena' then return {0, 'started'} end
  if known and not out then return {0, 'registered'} end
  local count = redis.call('HLEN', KEYS[2]) - redis.call('SCARD', KEYS[3])
  if count >= tonumber(ARGV[4]) then return {0, 'full'} end
  if not known then redis.call('HSET', KEYS[2], ARGV[2], ARGV[3]) end
  redis.call('SREM', KEYS[3], ARGV[2])
  if known then  -- a rejoin starts its forfeit count afresh
    local entrant = cjson.decode(redis.call('HGET', KEYS[2], ARGV[2]))
    entrant['forfeits'] = 0
    redis.call('HSET', KEYS[2], ARGV[2], cjson.encode(entrant))
  end
else
  if not known then return {0, 'unregistered'} end
  if out then return {0, 'withdrawn'} end
  redis.call('SADD', KEYS[3], ARGV[2])
end
redis.call('XADD', KEYS[4], 'MAXLEN', '~', 1000, '*', 't', ARGV[1] == 'join' and 'joined' or 'withdrew', 'd', ARGV[6])
return {1}
