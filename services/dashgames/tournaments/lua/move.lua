-- Move an event from one status to the next, once (dashgames.tournaments.store).
--
-- KEYS: 1 the event's hash, 2 the index it leaves, 3 the index it enters, 4 the event stream
-- ARGV: 1 the event id, 2 the status it must have, 3 the new status, 4 its score in the new
--       index, 5 the stream event's type ('' for none), 6 its body (JSON), 7.. field, value
-- Returns 1 when moved, 0 when it was not in that status.

if redis.call('HGET', KEYS[1], 'st') ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], 'st', ARGV[3])
for i = 7, #ARGV, 2 do redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1]) end
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZADD', KEYS[3], ARGV[4], ARGV[1])
if ARGV[5] ~= '' then
  redis.call('XADD', KEYS[4], 'MAXLEN', '~', 1000, '*', 't', ARGV[5], 'd', ARGV[6])
end
return 1
