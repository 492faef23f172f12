-- Drop the waiting seeks nobody refreshed in time (see dashgames.matchmaking.store): the seeker
-- is gone. Each leaves every index, and its player's account stream gets 'seek_removed'.
--
-- KEYS: 1 the expiry index, 2 the public list
-- ARGV: 1 now, 2 the most to drop, 3 the seek key prefix ('<P>q:{q}:'), 4 the key prefix P,
--       5 the account stream's length cap, 6 '1' on a Redis Cluster, where the account streams
--       are in other slots: no notice is written here, the caller sends them
-- Returns the seek ids dropped (on a cluster: id, player, game type for each).

local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local dropped = {}
for _, id in ipairs(ids) do
  redis.call('ZREM', KEYS[1], id)
  local hash = ARGV[3] .. 's:' .. id
  local found = redis.call('HMGET', hash, 'st', 'p', 'b', 't')
  if found[1] == 'waiting' then
    redis.call('ZREM', ARGV[3] .. 'b:' .. found[3], id)
    redis.call('ZREM', KEYS[2], id)
    local who = ARGV[3] .. 'who:' .. found[2]
    if redis.call('GET', who) == id then redis.call('DEL', who) end
    redis.call('DEL', hash)
    if ARGV[6] == '1' then
      dropped[#dropped + 1] = id
      dropped[#dropped + 1] = found[2]
      dropped[#dropped + 1] = found[4]
    else
      local data = cjson.encode({seek_id = id, game_type = found[4], reason = 'expired'})
      redis.call('XADD', ARGV[4] .. 'acct:{' .. found[2] .. '}:ev', 'MAXLEN', '~', ARGV[5], '*',
                 't', 'seek_removed', 'd', data)
      dropped[#dropped + 1] = id
    end
  end
end
return dropped
