-- Record finished tables' results, each exactly once (dashgames.tournaments.store).
--
-- A result is stored only if its table has none; then that table's entrants are free for
-- their next table, each entrant's forfeits in a row counted (and the entrant withdrawn at the
-- limit). When any result was stored now, the new standings go on the event stream, with the
-- tables they count.
--
-- KEYS: 1 results, 2 who sits where, 3 entrants, 4 withdrawn, 5 the event stream
-- ARGV: 1 the forfeit limit, 2 the standings event (JSON), then per table: the game id, the
--       result (JSON), the seats' entrant ids (JSON list), the ids that forfeited (JSON list)
-- Returns how many results were stored now.

local recorded = {}
for i = 3, #ARGV, 4 do
  local game = ARGV[i]
  if redis.call('HSETNX', KEYS[1], game, ARGV[i + 1]) == 1 then
    table.insert(recorded, game)
    local gone = {}
    for _, who in ipairs(cjson.decode(ARGV[i + 3])) do gone[who] = true end
    for _, who in ipairs(cjson.decode(ARGV[i + 2])) do
      if redis.call('HGET', KEYS[2], who) == game then redis.call('HDEL', KEYS[2], who) end
      local raw = redis.call('HGET', KEYS[3], who)
      if raw then
        local entrant = cjson.decode(raw)
        if gone[who] then entrant['forfeits'] = (entrant['forfeits'] or 0) + 1 else entrant['forfeits'] = 0 end
        redis.call('HSET', KEYS[3], who, cjson.encode(entrant))
        if entrant['forfeits'] >= tonumber(ARGV[1]) then redis.call('SADD', KEYS[4], who) end
      end
    end
  end
end
if #recorded > 0 then
  local body = cjson.decode(ARGV[2])
  body['game_ids'] = recorded
  redis.call('XADD', KEYS[5], 'MAXLEN', '~', 1000, '*', 't', 'standings', 'd', cjson.encode(body))
end
return #recorded
