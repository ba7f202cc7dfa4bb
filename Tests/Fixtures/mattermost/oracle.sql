-- The oracle for the Mattermost mapping: Mattermost's own recount, restated independently of
-- the mapping's views, over Mattermost's tables only.
--
-- Source: SqlChannelStore.CountPostsAfter(channelId, timestamp, excludedUserID) in
-- server/channels/store/sqlstore/channel_store.go (mattermost/mattermost). It counts the
-- channel's posts with
--     CreateAt > timestamp
--     AND Type NOT IN (the ten join/leave types of Post.IsJoinLeaveMessage)
--     AND DeleteAt = 0
--     AND UserId <> excludedUserID          (only when excludedUserID is not "")
-- and returns a second count with the extra condition RootId = '' (root posts only).
-- Here: timestamp = the member's LastViewedAt (0 when never viewed; a NULL, which Mattermost
-- never writes, is read as 0 like Go's zero value) and excludedUserID = the member.
-- Members of archived channels (Channels.DeleteAt <> 0) are left out: GetChannelUnread serves
-- nothing for them.
--
-- One row per member of a channel that is not archived:
--   channelid, userid, expected_msg_unread (all posts), expected_root_unread (root posts).
-- The SQL comparisons keep Mattermost's own NULL behaviour (a NULL Type, DeleteAt, CreateAt or
-- UserId never counts).

SELECT cm.channelid,
       cm.userid,
       (SELECT count(*)
          FROM public.posts AS p
         WHERE p.channelid = cm.channelid
           AND p.createat > coalesce(cm.lastviewedat, 0)
           AND p.type NOT IN ('system_join_leave', 'system_add_remove',
                              'system_join_channel', 'system_leave_channel',
                              'system_join_team', 'system_leave_team',
                              'system_add_to_channel', 'system_remove_from_channel',
                              'system_add_to_team', 'system_remove_from_team')
           AND p.deleteat = 0
           AND p.userid <> cm.userid)                   AS expected_msg_unread,
       (SELECT count(*)
          FROM public.posts AS p
         WHERE p.channelid = cm.channelid
           AND p.createat > coalesce(cm.lastviewedat, 0)
           AND p.type NOT IN ('system_join_leave', 'system_add_remove',
                              'system_join_channel', 'system_leave_channel',
                              'system_join_team', 'system_leave_team',
                              'system_add_to_channel', 'system_remove_from_channel',
                              'system_add_to_team', 'system_remove_from_team')
           AND p.deleteat = 0
           AND p.userid <> cm.userid
           AND p.rootid = '')                           AS expected_root_unread
  FROM public.channelmembers AS cm
  JOIN public.channels AS c ON c.id = cm.channelid
 WHERE c.deleteat = 0
 ORDER BY cm.channelid, cm.userid;

-- Not the oracle, for comparison only: what Mattermost's mark-as-unread itself stores
-- (SqlChannelStore.UpdateLastViewedAtPost calls CountPostsAfter(channel, post.CreateAt - 1, "")),
-- i.e. the same counts WITHOUT the "AND p.userid <> cm.userid" lines. It differs from the
-- oracle only for members with their own counted posts after LastViewedAt (webhook and bot
-- posts, collapsed-thread replies, mark-unread above one's own posts); unreadctl's audit
-- check RS001 lists exactly those members.
