# Sourced by the test scripts: `stage NAME COMMAND…` runs one stage under a heading and records how long it took;
# on exit, passed or failed, the stages' times are printed as a table, with how busy the machine's cores were (a
# stage far below 100 % leaves room for another beside it). `beside FUNCTION` runs a function's stages in the
# background, next to those of the script, and `rejoin` waits for them and prints their output.
STAGES=()
BESIDE_PID=

# Busy and total jiffies of all cores since boot (/proc/stat's first line; idle and iowait count as not busy); 0 0
# where there is no /proc (macOS), and the table then shows "-".
cpu_jiffies() {
  [ -r /proc/stat ] || { echo "0 0"; return; }
  local _ user nice system idle iowait rest
  read -r _ user nice system idle iowait rest </proc/stat
  local total=$((user + nice + system + idle + iowait)) extra
  for extra in $rest; do total=$((total + extra)); done
  echo "$((total - idle - iowait)) $total"
}

stage() {
  local name=$1 started=$SECONDS before
  shift
  before=$(cpu_jiffies)
  echo "== $name"
  if "$@"; then
    STAGES+=("$(printf '%6d s  %4s  %s' $((SECONDS - started)) "$(busy_since "$before")" "$name")")
  else
    local status=$?
    STAGES+=("$(printf '%6d s  %4s  %s  (FAILED)' $((SECONDS - started)) "$(busy_since "$before")" "$name")")
    return "$status"
  fi
}

# The share of the cores' time that was busy since `before` (from cpu_jiffies).
busy_since() {
  local busy0 total0 busy1 total1
  read -r busy0 total0 <<<"$1"
  read -r busy1 total1 <<<"$(cpu_jiffies)"
  [ "$total1" -gt "$total0" ] && echo "$((100 * (busy1 - busy0) / (total1 - total0)))%" || echo "-"
}

# Runs FUNCTION (a chain of stages, joined by &&: errexit does not hold inside it) in the background. Its output
# waits in a file until `rejoin`, so that it does not interleave with the stages run meanwhile.
beside() {
  BESIDE_OUTPUT=$(mktemp) BESIDE_STAGES=$(mktemp)
  # A process group of its own (job control on for this one job), so that a failure can stop all of it; no terminal
  # input, which a process group in the background may not read.
  set -m
  (
    trap - EXIT
    STAGES=()
    status=0
    "$1" || status=$?
    if [ "${#STAGES[@]}" -gt 0 ]; then printf '%s\n' "${STAGES[@]}" >"$BESIDE_STAGES"; fi
    exit "$status"
  ) </dev/null >"$BESIDE_OUTPUT" 2>&1 &
  BESIDE_PID=$!
  set +m
}

# Waits for the stages `beside` started, prints their output and adds their times to the table; fails if they did.
rejoin() {
  local status=0
  wait "$BESIDE_PID" || status=$?
  BESIDE_PID=
  echo "== (run beside the stages above)"
  cat "$BESIDE_OUTPUT"
  local line
  while IFS= read -r line; do STAGES+=("$line  (beside)"); done <"$BESIDE_STAGES"
  rm -f "$BESIDE_OUTPUT" "$BESIDE_STAGES"
  return "$status"
}

print_stages() {
  local status=$?
  # A stage of the script failed while stages beside it still ran: stop them (they would outlive the script).
  if [ -n "$BESIDE_PID" ]; then kill -- "-$BESIDE_PID" 2>/dev/null || true; fi
  [ "${#STAGES[@]}" -gt 0 ] || return "$status"
  echo
  echo "== time per stage ($(basename "$0")): seconds, cores busy, stage"
  printf '%s\n' "${STAGES[@]}"
  printf '%6d s  total\n' "$SECONDS"
  return "$status"
}
trap print_stages EXIT
