-- Claim tables for an event, exactly once (dashgames.tournaments.store).
--
-- Swiss: the whole round at once, only while the event's round is still the one before it;
-- arena: each table only if none of its entrants sits at a table or has withdrawn. A claimed
-- table is recorded with its game id among the games still to make; the games are made after,
-- only if absent, so a worker that dies between the two leaves tables any pass makes later.
--
-- KEYS: 1 the event's hash, 2 its tables, 3 who sits where, 4 games to make, 5 withdrawn,
--       6 the event stream, 7 byes
-- ARGV: 1 expected round ('' for arena), 2 now, 3 the tables (JSON list of
--       {game_id, seats}), 4 the byes (JSON list of entrant ids)
-- Returns the claimed game ids.

local tables = cjson.decode(ARGV[3])
local st = redis.call('HGET', KEYS[1], 'st')
if st ~= 'running' then return {} end
local round = tonumber(redis.call('HGET', KEYS[1], 'round') or '0')
if ARGV[1] ~= '' then
  if round ~= tonumber(ARGV[1]) then return {} end
  round = round + 1
  redis.call('HSET', KEYS[1], 'round', round)
  for _, who in ipairs(cjson.decode(ARGV[4])) do
    redis.call('HSET', KEYS[7], round .. ':' .. who, '1')
  end
  redis.call('XADD', KEYS[6], 'MAXLEN', '~', 1000, '*', 't', 'round_started',
             'd', cjson.encode({round = round, tables = #tables, byes = cjson.decode(ARGV[4])}))
end
local claimed = {}
for _, t in ipairs(tables) do
  local free = true
  if ARGV[1] == '' then
    for _, who in ipairs(t.seats) do
      if redis.call('HEXISTS', KEYS[3], who) == 1 or redis.call('SISMEMBER', KEYS[5], who) == 1 then
        free = false
      end
    end
  end
  if free then
    local seq = redis.call('HINCRBY', KEYS[1], 'seq', 1)
    local at = tonumber(ARGV[2])
    local pairing = cjson.encode({round = round, seq = seq, seats = t.seats, at = at})
    redis.call('HSET', KEYS[2], t.game_id, pairing)
    for _, who in ipairs(t.seats) do redis.call('HSET', KEYS[3], who, t.game_id) end
    redis.call('SADD', KEYS[4], t.game_id)
    redis.call('XADD', KEYS[6], 'MAXLEN', '~', 1000, '*', 't', 'paired',
               'd', cjson.encode({game_id = t.game_id, round = round, seats = t.seats}))
    table.insert(claimed, t.game_id)
  end
end
return claimed
