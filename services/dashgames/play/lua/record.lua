-- Record a command's answer without changing the game (see dashgames.play.store):
-- a rules refusal (so a retry gets the same 422), a queued command's reservation, or a
-- platform error met by a queued command (which frees its idempotency key for a retry).
--
-- KEYS: 1 meta, 2 results, 3 reply list
-- ARGV: idempotency field, command id, idempotency value ('' frees the key),
--       result field, result value, reply payload ('' for none), reply ttl
-- Returns {1} | {-1} (no such game) | {2, stored value} (the key belongs to another command).

if redis.call('EXISTS', KEYS[1]) == 0 then return {-1} end
local idem_field, command_id, idem_value = ARGV[1], ARGV[2], ARGV[3]
if idem_field ~= '' then
  local prior = redis.call('HGET', KEYS[2], idem_field)
  if prior and string.match(prior, '^[%d:]+|([^|]*)|') ~= command_id then return {2, prior} end
  if idem_value == '' then
    redis.call('HDEL', KEYS[2], idem_field)
  else
    redis.call('HSET', KEYS[2], idem_field, idem_value)
  end
end
redis.call('HSET', KEYS[2], ARGV[4], ARGV[5])
if ARGV[6] ~= '' then
  redis.call('RPUSH', KEYS[3], ARGV[6])
  redis.call('EXPIRE', KEYS[3], ARGV[7])
end
return {1}
