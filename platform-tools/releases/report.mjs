// `pnpm releases`: what each remote serves now, its released versions and who changed what, when.

/** Who a canary goes to, in words: "staff, businesses biz_a, 10 %". */
export const cohortOf = ({ staff, businesses, percent }) =>
  [staff && 'staff', businesses.length && `businesses ${businesses.join(', ')}`, percent > 0 && `${percent} %`].filter(Boolean).join(', ') || 'nobody';

/** What a remote serves, in words. */
export function servingLine(state) {
  const stable = state.stable ?? "the deployment's version";
  return state.canary ? `${state.canary} to ${cohortOf(state)}; ${stable} to everyone else` : `${stable} to everyone`;
}

/** The text `pnpm releases` prints. */
export function formatReleases({ releases, history }) {
  const remotes = [...new Set([...releases.map((r) => r.remote), ...history.map((h) => h.remote)])].sort();
  if (remotes.length === 0) return 'no releases yet: pnpm release <remote>';
  return remotes
    .map((remote) => {
      const rows = history.filter((h) => h.remote === remote);
      const lines = [`${remote}: serving ${rows.length ? servingLine(rows.at(-1)) : "the deployment's version to everyone"}`];
      lines.push('  versions:');
      for (const release of releases.filter((r) => r.remote === remote)) {
        const commit = release.git_commit ? ` from ${release.git_commit.slice(0, 10)}` : '';
        lines.push(`    ${release.version}  released ${release.released_at} by ${release.released_by}${commit}, contracts ${release.contracts}${release.manifest_url ? `, ${release.manifest_url}` : ''}`);
      }
      lines.push('  history:');
      for (const row of rows) lines.push(`    ${row.changed_at}  ${row.action.padEnd(13)} ${row.changed_by}: ${row.reason ?? servingLine(row)}`);
      return lines.join('\n');
    })
    .join('\n\n');
}
