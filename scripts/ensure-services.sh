#!/usr/bin/env bash
# Makes sure PostgreSQL and Redis answer at DATABASE_URL / REDIS_URL (localhost defaults).
# In order: already up → nothing; installed but stopped → start; absent and apt-get allowed
# (root, TRUSTHIVE_APT not "no") → install and start; a Docker engine answers → compose.
set -euo pipefail

DATABASE_URL="${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/trusthive}"
REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"

url_host() { node -e 'const u=new URL(process.argv[1]);console.log(u.hostname)' "$1"; }
url_port() { node -e 'const u=new URL(process.argv[1]);console.log(u.port||process.argv[2])' "$1" "$2"; }
is_local() { [[ "$1" == "127.0.0.1" || "$1" == "localhost" || "$1" == "::1" || "$1" == "[::1]" ]]; }
say() { echo "[services] $*"; }

# Bash's /dev/tcp answers "is anything listening" without needing any client installed.
port_open() { (exec 3<>"/dev/tcp/$1/$2") 2>/dev/null; }

wait_port() {
  for _ in $(seq 1 60); do port_open "$1" "$2" && return 0; sleep 0.5; done
  return 1
}

can_apt() { [[ "${TRUSTHIVE_APT:-yes}" != "no" && "$(id -u)" == "0" ]] && command -v apt-get >/dev/null; }

apt_updated=""
apt_install() {
  if [[ -z "$apt_updated" ]]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

docker_up() { command -v docker >/dev/null && docker info >/dev/null 2>&1; }

start_postgres() {
  if command -v pg_ctlcluster >/dev/null && [[ -n "$(ls /etc/postgresql 2>/dev/null)" ]]; then
    for version in $(ls /etc/postgresql); do
      say "starting PostgreSQL $version"
      pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || true
    done
    return 0
  fi
  return 1
}

# A PostgreSQL we installed ourselves only knows peer/scram logins; give loopback the same
# passwordless access the local default URL expects (a developer machine, not production).
trust_loopback() {
  local hba
  for hba in /etc/postgresql/*/main/pg_hba.conf; do
    grep -q 'trusthive: loopback trust' "$hba" && continue
    sed -i '1i host all all 127.0.0.1/32 trust # trusthive: loopback trust\nhost all all ::1/128 trust # trusthive: loopback trust' "$hba"
  done
}

ensure_postgres() {
  local host port
  host="$(url_host "$DATABASE_URL")"; port="$(url_port "$DATABASE_URL" 5432)"
  if port_open "$host" "$port"; then say "PostgreSQL answers at $host:$port"; return; fi
  if ! is_local "$host"; then say "PostgreSQL at $host:$port does not answer"; exit 1; fi
  if start_postgres && wait_port "$host" "$port"; then say "PostgreSQL started"; return; fi
  if can_apt; then
    say "installing PostgreSQL from Debian's packages"
    apt_install postgresql postgresql-contrib
    trust_loopback
    start_postgres && wait_port "$host" "$port" && { say "PostgreSQL installed and started"; return; }
  fi
  if docker_up; then
    say "starting PostgreSQL with docker compose"
    docker compose -f "$ROOT/docker-compose.yml" up -d postgres && wait_port "$host" "$port" && return
  fi
  say "PostgreSQL is not reachable at $host:$port and could not be started"; exit 1
}

start_redis() {
  command -v redis-server >/dev/null || return 1
  say "starting Redis"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$1" --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/trusthive.log >/dev/null
}

ensure_redis() {
  local host port
  host="$(url_host "$REDIS_URL")"; port="$(url_port "$REDIS_URL" 6379)"
  if port_open "$host" "$port"; then say "Redis answers at $host:$port"; return; fi
  if ! is_local "$host"; then say "Redis at $host:$port does not answer"; exit 1; fi
  if start_redis "$port" && wait_port "$host" "$port"; then say "Redis started"; return; fi
  if can_apt; then
    say "installing Redis from Debian's packages"
    apt_install redis-server
    start_redis "$port" && wait_port "$host" "$port" && { say "Redis installed and started"; return; }
  fi
  if docker_up; then
    say "starting Redis with docker compose"
    docker compose -f "$ROOT/docker-compose.yml" up -d redis && wait_port "$host" "$port" && return
  fi
  say "Redis is not reachable at $host:$port and could not be started"; exit 1
}

ensure_postgres
ensure_redis
