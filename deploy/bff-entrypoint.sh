#!/bin/sh
# `dreamweaver bff` (default), `dreamweaver worker`, `dreamweaver migrate`, or `dreamweaver storyctl …`.
# exec: node is PID 1's only child, so SIGTERM reaches it directly.
set -e
command="${1:-bff}"
[ $# -gt 0 ] && shift
case "$command" in
  bff) exec node --import tsx bff/src/main.ts "$@" ;;
  worker) exec node --import tsx bff/src/worker-main.ts "$@" ;;
  migrate) exec node --import tsx cli/src/main.ts db migrate "$@" ;;
  storyctl) exec npx --no-install storyctl "$@" ;;
  *) exec "$command" "$@" ;;
esac
