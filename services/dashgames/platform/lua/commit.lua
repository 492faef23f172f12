-- Commit one step of a game in a single round trip (see dashgames.platform.store).
--
-- A compare-and-set on the version guards everything: when the version moved since the caller
-- read the game, nothing is written and the current version comes back, so the rules service
-- re-runs the command on the fresh state. Otherwise, atomically: the new state, version + 1,
-- the summary fields, every pre-rendered view and legal-move list, one stream entry holding
-- the step (actor, move, events), the command's result under its id and idempotency key, an
-- optional fold of old steps into a compressed archive chunk, pruning of old results, the lobby
-- index, a reply for a waiting API process, expiry of a finished game, and a publish.
--
-- KEYS: 1 meta, 2 state, 3 pub, 4 stream, 5 archive, 6 results,
--       7/8 lobby sets the game leaves, 9/10 lobby sets it enters, 11 reply list
-- ARGV (positional, each variable part preceded by its count), in the order read below.
-- Returns {1, new version} | {0, current version} (conflict) | {-1} (no such game)
--       | {2, stored idempotency value} (the key already belongs to another command).

local meta, state, pub, stream, archive, results = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6]
local at = 0
local function arg()
  at = at + 1
  return ARGV[at]
end
local function pairs_arg()
  local n = tonumber(arg())
  local out = {}
  for _ = 1, 2 * n do out[#out + 1] = arg() end
  return out
end

local expected = arg()
local current = redis.call('HGET', meta, 'v')
if not current then return {-1} end
if current ~= expected then return {0, current} end

-- Result values start "<version>|"; idempotency values are "<version>|<command id>|<body hash>".
local idem_field, command_id = arg(), arg()
if idem_field ~= '' then
  local prior = redis.call('HGET', results, idem_field)
  if prior and string.match(prior, '^%d+|([^|]*)|') ~= command_id then return {2, prior} end
end

local version = tostring(tonumber(current) + 1)

local state_json = arg()
if state_json ~= '' then redis.call('SET', state, state_json) end

local fields = pairs_arg()
fields[#fields + 1] = 'v'
fields[#fields + 1] = version
redis.call('HSET', meta, unpack(fields))

local rendered = pairs_arg()
if #rendered > 0 then
  redis.call('DEL', pub)
  redis.call('HSET', pub, unpack(rendered))
end

local actor, move, events = arg(), arg(), arg()
redis.call('XADD', stream, version .. '-0', 'a', actor, 'm', move, 'e', events)

local stored = pairs_arg()
if #stored > 0 then redis.call('HSET', results, unpack(stored)) end

-- Folding: the archive is a list of compressed chunks; a fold appends one holding its steps, so
-- it costs the same late in a long game as early (a rules worker compresses the chunks again as
-- one now and then, off this path: compact.lua). The stream is rebuilt with only the steps from
-- keep_from on: trimming alone would leave deleted entries occupying their stream nodes. A
-- finished game's stream expires soon after its last step has reached the readers waiting for
-- it; later readers get the steps from the archive.
local fold, chunk, archived_to, keep_from, stream_ttl = arg(), arg(), arg(), arg(), arg()
if fold ~= '' then
  if redis.call('TYPE', archive).ok == 'string' then
    -- an archive written before chunk lists (one string): it becomes the list's first chunk
    local older = redis.call('GET', archive)
    redis.call('DEL', archive)
    redis.call('RPUSH', archive, older)
  end
  redis.call('RPUSH', archive, chunk)
  redis.call('HSET', meta, 'av', archived_to)
  local kept = redis.call('XRANGE', stream, keep_from .. '-0', '+')
  redis.call('DEL', stream)
  for _, entry in ipairs(kept) do
    redis.call('XADD', stream, entry[1], unpack(entry[2]))
  end
  if stream_ttl ~= '' then redis.call('EXPIRE', stream, stream_ttl) end
end

local prune_before = arg()
if prune_before ~= '' then
  local limit = tonumber(prune_before)
  local all = redis.call('HGETALL', results)
  local dead = {}
  for j = 1, #all, 2 do
    local set_at = tonumber(string.match(all[j + 1], '^(%d+)|'))
    if set_at and set_at < limit then dead[#dead + 1] = all[j] end
  end
  if #dead > 0 then redis.call('HDEL', results, unpack(dead)) end
end

local lobby_score, game_id = arg(), arg()
if lobby_score ~= '' then
  redis.call('ZREM', KEYS[7], game_id)
  redis.call('ZREM', KEYS[8], game_id)
  redis.call('ZADD', KEYS[9], lobby_score, game_id)
  redis.call('ZADD', KEYS[10], lobby_score, game_id)
end

local reply, reply_ttl = arg(), arg()
if reply ~= '' then
  redis.call('RPUSH', KEYS[11], reply)
  redis.call('EXPIRE', KEYS[11], reply_ttl)
end

local expire_after = arg()
if expire_after ~= '' then
  for k = 1, 6 do redis.call('EXPIRE', KEYS[k], expire_after) end
end

redis.call('PUBLISH', arg(), version)
return {1, version}
