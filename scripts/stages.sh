# Sourced by the test scripts: `stage NAME COMMAND…` runs one stage under a heading and records how long it took;
# on exit, passed or failed, the stages' times are printed as a table.
STAGES=()

stage() {
  local name=$1 started=$SECONDS
  shift
  echo "== $name"
  if "$@"; then
    STAGES+=("$(printf '%6d s  %s' $((SECONDS - started)) "$name")")
  else
    local status=$?
    STAGES+=("$(printf '%6d s  %s  (FAILED)' $((SECONDS - started)) "$name")")
    return "$status"
  fi
}

print_stages() {
  local status=$?
  [ "${#STAGES[@]}" -gt 0 ] || return "$status"
  echo
  echo "== time per stage ($(basename "$0"))"
  printf '%s\n' "${STAGES[@]}"
  printf '%6d s  total\n' "$SECONDS"
  return "$status"
}
trap print_stages EXIT
