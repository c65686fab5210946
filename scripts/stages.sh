# Sourced by the test scripts: `stage NAME COMMAND…` runs one stage under a heading and records how long it took;
# on exit, passed or failed, the stages' times are printed as a table, with how busy the machine's cores were (a
# stage far below 100 % leaves room for another beside it).
STAGES=()

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

print_stages() {
  local status=$?
  [ "${#STAGES[@]}" -gt 0 ] || return "$status"
  echo
  echo "== time per stage ($(basename "$0")): seconds, cores busy, stage"
  printf '%s\n' "${STAGES[@]}"
  printf '%6d s  total\n' "$SECONDS"
  return "$status"
}
trap print_stages EXIT
