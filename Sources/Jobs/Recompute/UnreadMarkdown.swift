import Foundation
import ReadState
import Reports

/// `unread.md`: what a person reads after a recompute — counts, drift, the distribution of
/// deltas, the channel types and channels with most drift, and what `--apply` did.
enum UnreadMarkdown {
    /// A counter's summary row; "not measured" where the source does not store it.
    static func row(_ name: String, _ tally: DriftReport.Tally, measured: Bool) -> [String] {
        guard measured else { return [name, "not measured", "", "", ""] }
        return [name, HumanFormat.count(tally.checked), HumanFormat.count(tally.drifted),
                share(tally.drifted, of: tally.checked), HumanFormat.count(tally.absoluteDelta)]
    }

    static func write(_ outcome: RecomputeOutcome, scope: RecomputeScope, to out: inout some TextOutputStream) {
        let report = outcome.report
        Markdown.heading("Unread counters", to: &out)
        let mode = outcome.applied != nil ? "`--apply`"
            : outcome.dryRunReason.map { "dry run (no counter was changed: \(Markdown.text($0)))" }
            ?? "dry run (no counter was changed; `--apply` corrects)"
        var scopeText = scope.channelTypes.isEmpty ? "all channel types" : "channel types " + scope.channelTypes.map(Markdown.text).joined(separator: ", ")
        if scope.isTicket {
            scopeText += " · scoped to " + ([scope.channels.isEmpty ? nil : "channels " + scope.channels.map(Markdown.text).joined(separator: ", "),
                                            scope.users.isEmpty ? nil : "users " + scope.users.map(Markdown.text).joined(separator: ", ")]
                .compactMap { $0 }.joined(separator: " and "))
        }
        Markdown.paragraph("Snapshot \(outcome.snapshotAt) · \(mode) · \(scopeText) · \(String(format: "%.1f", outcome.seconds)) s", to: &out)
        if !scope.channelTypes.isEmpty {
            Markdown.paragraph("Members of other types were not checked; the user totals take their stored counters as they are.", to: &out)
        }
        if scope.isTicket {
            // docs/commands.md#a-run-scoped-to-one-ticket
            Markdown.paragraph("A run scoped to one ticket: only the listed channels' members and the listed users were checked (and corrected with `--apply`); every channel of the listed users was read, so their totals are exact. The breakdowns by type and team are not measured.", to: &out)
        }

        if let named = scope.named {
            // docs/change-feeds.md: an incremental nightly.
            Markdown.paragraph("An incremental run: the members of the \(HumanFormat.count(named.count)) channels the change feeds named were checked (and corrected with `--apply`); so were the totals of the users the feeds touched (the named channels' members, current or former; users whose mutes changed; users whose totals drifted at the last run), the other channels' counters taken as stored. What the feeds cannot see is listed under Not measured; the next full run finds it. The breakdowns by type and team are not measured.", to: &out)
        }

        if !outcome.notMeasured.isEmpty {
            // docs/mappings.md#capabilities: what this source could not give, said once, not per row.
            Markdown.heading("Not measured", level: 2, to: &out)
            Markdown.paragraph("A counter the source does not store is neither drift nor repaired.", to: &out)
            for line in outcome.notMeasured {
                out.write("- \(Markdown.text(line))\n")
            }
            out.write("\n")
        }

        Markdown.heading("Summary", level: 2, to: &out)
        let summaryColumns: [MarkdownTable.Column] = [
            .init("counter"), .init("checked", alignment: .right), .init("drifted", alignment: .right),
            .init("share drifted", alignment: .right), .init("sum of |delta|", alignment: .right),
        ]
        var summary = MarkdownTable(columns: summaryColumns)
        let compared = outcome.compared
        for (name, tally, measured) in [("channel_members.unread_count", report.members, true),
                                        ("users.total_unread_count", report.userTotals, compared.userTotals),
                                        ("users.unread_channels", report.userChannels, compared.userTotals)] {
            summary.append(row(name, tally, measured: measured))
        }
        summary.write(to: &out)
        out.write("\n")
        if let roots = report.roots {
            // docs/mappings.md#root-counters: the source's second stored counter per member.
            Markdown.heading("Root counters", level: 3, to: &out)
            var table = MarkdownTable(columns: summaryColumns)
            table.append(row("channel_members.unread_root_count", roots, measured: true))
            table.write(to: &out)
            out.write("\n")
            Markdown.paragraph("The same rule over root messages only (replies never count): the counter apps show when replies are collapsed into threads. Drifted rows: `\(RecomputeJob.rootDriftFile)`.", to: &out)
        }
        Markdown.heading("Threads and mentions", level: 3, to: &out)
        var threads = MarkdownTable(columns: summaryColumns)
        for (name, tally, measured) in [("thread_participants.unread_replies", report.threads, compared.threadReplies),
                                        ("channel_members.unread_mentions", report.mentions, compared.memberMentions),
                                        ("users.unread_threads", report.userThreads, compared.userThreads),
                                        ("users.total_unread_mentions", report.userMentions, compared.userMentions)] {
            threads.append(row(name, tally, measured: measured))
        }
        threads.write(to: &out)
        out.write("\n")
        Markdown.paragraph("Participant rows are checked only where the participant is a current member of the channel.", to: &out)
        Markdown.paragraph("\(HumanFormat.count(report.usersDrifted)) users have at least one drifted counter. delta = recomputed − stored: positive means the stored counter is too low.", to: &out)

        if let applied = outcome.applied {
            Markdown.heading("Applied", level: 2, to: &out)
            var table = MarkdownTable(columns: [
                .init("counters"), .init("corrected", alignment: .right), .init("left for the next run", alignment: .right),
            ])
            for kind in StoredCounter.repairOrder where kind.isPresent(in: report, compared: outcome.compared) {
                table.append([kind.correctionsLabel, HumanFormat.count(applied[kind.id].corrected), HumanFormat.count(applied[kind.id].left)])
            }
            table.write(to: &out)
            out.write("\n")
            Markdown.paragraph("In \(HumanFormat.count(applied.transactions)) short transactions, \(String(format: "%.1f", applied.seconds)) s. A row the live service changed after the snapshot (read state, or a user's counters) is not overwritten: it is left for the next run.", to: &out)
        }

        if !scope.readsByKey { writeBreakdowns(report.groups, to: &out) }

        Markdown.heading("Distribution of member deltas", level: 2, to: &out)
        if report.members.drifted == 0 {
            Markdown.paragraph("No member counter drifted.", to: &out)
        } else {
            var table = MarkdownTable(columns: [.init("recomputed − stored"), .init("members", alignment: .right), .init("share", alignment: .right)])
            for (label, count) in zip(DriftReport.DeltaDistribution.labels, report.memberDeltas.counts) where count > 0 {
                table.append([label, HumanFormat.count(count), share(count, of: report.members.drifted)])
            }
            table.write(to: &out)
            out.write("\n")
        }

        Markdown.heading("Channel types", level: 2, to: &out)
        var types = MarkdownTable(columns: [
            .init("type"), .init("members checked", alignment: .right), .init("drifted", alignment: .right),
            .init("sum of |delta|", alignment: .right),
        ])
        for entry in report.typesByDrift {
            types.append([entry.type, HumanFormat.count(entry.members.checked), HumanFormat.count(entry.members.drifted),
                          HumanFormat.count(entry.members.absoluteDelta)])
        }
        if types.rows.isEmpty { Markdown.paragraph("No channel in scope.", to: &out) } else { types.write(to: &out); out.write("\n") }

        Markdown.heading("Channels with most drift", level: 2, to: &out)
        if report.topChannels.isEmpty {
            Markdown.paragraph("None.", to: &out)
        } else {
            var table = MarkdownTable(columns: [
                .init("channel"), .init("type"), .init("members", alignment: .right), .init("drifted", alignment: .right),
                .init("sum of |delta|", alignment: .right),
            ])
            for channel in report.topChannels {
                table.append([channel.cid, channel.type, HumanFormat.count(channel.members.checked),
                              HumanFormat.count(channel.members.drifted), HumanFormat.count(channel.members.absoluteDelta)])
            }
            table.write(to: &out)
            out.write("\n")
        }

        Markdown.heading("Files", level: 2, to: &out)
        let kinds = StoredCounter.all.filter { $0.isPresent(in: report, compared: outcome.compared) }
        Markdown.bulletList(kinds.map { kind in
            "\(Markdown.link(kind.driftFile, to: kind.driftFile)): \(kind.driftRow) (`\(kind.driftReport.columnNames.joined(separator: ","))`)"
        } + [
            "\(Markdown.link(RecomputeJob.groupFile, to: RecomputeJob.groupFile)): the breakdowns below (`\(RecomputeJob.groupColumns.joined(separator: ","))`)",
        ], to: &out)
    }

    /// docs/rules.md#threads: the recomputed unread, for the whole database, by channel type
    /// and by team, in `unread_by_group.csv`'s row order.
    static func writeBreakdowns(_ rows: [UnreadBreakdown.Row], to out: inout some TextOutputStream) {
        for (groupBy, title) in [("all", "Unread, all channels"), ("type", "Unread by channel type"), ("team", "Unread by team")] {
            Markdown.heading(title, level: 2, to: &out)
            let selected = rows.filter { $0.groupBy == groupBy }
            if selected.isEmpty { Markdown.paragraph("No channel in scope.", to: &out); continue }
            var table = MarkdownTable(columns: [
                .init(groupBy == "all" ? "scope" : groupBy), .init("users with unread", alignment: .right),
                .init("channels with unread", alignment: .right), .init("unread messages", alignment: .right),
                .init("unread mentions", alignment: .right), .init("unread threads", alignment: .right),
            ])
            for row in selected {
                table.append([row.group, HumanFormat.count(row.usersWithUnread), HumanFormat.count(row.channelsWithUnread),
                              HumanFormat.count(row.unreadMessages), HumanFormat.count(row.unreadMentions), HumanFormat.count(row.unreadThreads)])
            }
            table.write(to: &out)
            out.write("\n")
        }
        Markdown.paragraph("Recomputed values over current memberships that are not muted (what the users' badges count); a channel or user \"with unread\" has unread messages or an unread thread. A channel with no team is `\(UnreadBreakdown.noTeam)`.", to: &out)
    }

    static func share(_ part: Int, of whole: Int) -> String {
        whole == 0 ? HumanFormat.missing : HumanFormat.percent(fraction: Double(part) / Double(whole))
    }
}
