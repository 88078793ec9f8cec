# Sourced by play.sh and test.sh: make sure this machine can run Hearts, then activate .venv.
# Installs (once) what a fresh Debian/Ubuntu lacks: python3-venv, the libraries Qt needs, and the project's
# Python packages in .venv. On macOS there are no system libraries to install: it finds Python 3.11 or newer
# (Homebrew's or python.org's, since the system's own is older), installing Homebrew's python when it has to.
# Windows has play.bat and test.bat (tools/bootstrap.ps1). Usage: source tools/bootstrap.sh [play|test]

_hq_mode=${1:-play}
_hq_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

_hq_say() { printf 'hearts: %s\n' "$*" >&2; }

_hq_python() {
  local candidate folder
  for candidate in python3.13 python3.12 python3.11 python3; do
    # Homebrew (Apple silicon, then Intel) and python.org put their pythons there, which PATH may not name.
    for folder in "" /opt/homebrew/bin/ /usr/local/bin/; do
      if command -v "$folder$candidate" >/dev/null 2>&1 &&
         "$folder$candidate" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null; then
        command -v "$folder$candidate"
        return 0
      fi
    done
  done
  return 1
}

_hq_macos_python() {
  # macOS's own python3 (Xcode's) is 3.9: Homebrew's is the one a script can install.
  local brew
  brew=$(command -v brew || command -v /opt/homebrew/bin/brew || command -v /usr/local/bin/brew) || {
    _hq_say "Python 3.11 or newer is needed: install it from python.org, or Homebrew and then: brew install python@3.12"
    return 1
  }
  _hq_say "installing Python 3.12 with Homebrew"
  "$brew" install python@3.12 >/dev/null && _hq_python
}

_hq_apt_install() {
  [ "$#" -gt 0 ] || return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    _hq_say "please install these system packages with your package manager: $*"
    return 1
  fi
  local sudo=""
  if [ "$(id -u)" != 0 ]; then
    sudo="sudo"
  fi
  _hq_say "installing system packages: $*"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

_hq_missing_libs() {
  # "soname package" pairs: Qt's offscreen and xcb platforms need these shared libraries.
  local pairs="libglib-2.0.so.0:libglib2.0-0 libEGL.so.1:libegl1 libGL.so.1:libgl1 libX11.so.6:libx11-6
    libdbus-1.so.3:libdbus-1-3 libfontconfig.so.1:libfontconfig1 libfreetype.so.6:libfreetype6
    libxkbcommon.so.0:libxkbcommon0 libX11-xcb.so.1:libx11-xcb1 libxcb.so.1:libxcb1
    libxcb-cursor.so.0:libxcb-cursor0 libxcb-icccm.so.4:libxcb-icccm4 libxcb-image.so.0:libxcb-image0
    libxcb-keysyms.so.1:libxcb-keysyms1 libxcb-randr.so.0:libxcb-randr0 libxcb-render-util.so.0:libxcb-render-util0
    libxcb-render.so.0:libxcb-render0 libxcb-shape.so.0:libxcb-shape0 libxcb-shm.so.0:libxcb-shm0
    libxcb-sync.so.1:libxcb-sync1 libxcb-util.so.1:libxcb-util1 libxcb-xfixes.so.0:libxcb-xfixes0
    libxcb-xkb.so.1:libxcb-xkb1 libxkbcommon-x11.so.0:libxkbcommon-x11-0"
  local known pair
  known=$(ldconfig -p 2>/dev/null)
  for pair in $pairs; do
    if ! grep -q "${pair%%:*}" <<<"$known"; then
      printf '%s ' "${pair##*:}"
    fi
  done
}

_hq_system_packages() {
  # Linux: the libraries Qt needs, the tools the tests use, and venv; installed with apt-get where they are missing.
  local python=$1 missing venv_pkg
  missing=$(_hq_missing_libs)
  if [ "$_hq_mode" = test ]; then
    command -v xvfb-run >/dev/null 2>&1 || missing="$missing xvfb xauth"
    command -v desktop-file-validate >/dev/null 2>&1 || missing="$missing desktop-file-utils"
    # The desktop metadata tests validate the metainfo; the Debian package is checked by lintian.
    command -v appstreamcli >/dev/null 2>&1 || missing="$missing appstream"
    command -v lintian >/dev/null 2>&1 || missing="$missing lintian"
    # ./build.sh's Debian package: patchelf removes the build machine's library paths from it.
    command -v patchelf >/dev/null 2>&1 || missing="$missing patchelf"
    command -v objdump >/dev/null 2>&1 || missing="$missing binutils"
    # The Windows installer is compiled here with NSIS and listed back with 7-Zip (tests/packaging/test_installers.py).
    command -v makensis >/dev/null 2>&1 || missing="$missing nsis"
    command -v 7z >/dev/null 2>&1 || missing="$missing p7zip-full"
    # actionlint checks the release workflow's shell steps with shellcheck when it finds it.
    command -v shellcheck >/dev/null 2>&1 || missing="$missing shellcheck"
    # The screen-reader test reads the game over AT-SPI with Debian's pyatspi (built for the system Python).
    /usr/bin/python3 -c 'import pyatspi' >/dev/null 2>&1 || missing="$missing python3-pyatspi at-spi2-core dbus"
    command -v dbus-daemon >/dev/null 2>&1 || missing="$missing dbus"
    # ... which clicks and types into the game with xdotool.
    command -v xdotool >/dev/null 2>&1 || missing="$missing xdotool"
  fi
  if [ ! -x "$_hq_root/.venv/bin/python" ] && ! "$python" -c 'import ensurepip, venv' >/dev/null 2>&1; then
    venv_pkg="python3-venv $(basename "$python")-venv"
    missing="$missing $venv_pkg"
  fi
  # shellcheck disable=SC2086
  [ -z "${missing// /}" ] || _hq_apt_install $missing || return 1
}

_hq_setup() {
  local python stamp want
  if [ "$(uname -s)" = Darwin ]; then
    python=$(_hq_python || _hq_macos_python) || return 1
  else
    python=$(_hq_python) || { _hq_say "Python 3.11 or newer is needed (apt-get install python3)."; return 1; }
    _hq_system_packages "$python" || return 1
  fi

  if [ ! -x "$_hq_root/.venv/bin/python" ]; then
    _hq_say "creating the virtual environment in .venv"
    "$python" -m venv "$_hq_root/.venv" || return 1
  fi
  stamp="$_hq_root/.venv/.hearts-installed"
  want="$(cat "$_hq_root/pyproject.toml" | cksum) $_hq_mode"
  if [ ! -f "$stamp" ] || ! grep -qxF "$want" "$stamp"; then
    _hq_say "installing Python packages into .venv (first run only)"
    "$_hq_root/.venv/bin/python" -m pip install -q --upgrade pip >/dev/null 2>&1
    if [ "$_hq_mode" = test ]; then
      # The developer tools are dependency groups (pip 25.1 and later, hence the upgrade above).
      "$_hq_root/.venv/bin/python" -m pip install -q -e "$_hq_root" --group "$_hq_root/pyproject.toml:dev" || return 1
    else
      "$_hq_root/.venv/bin/python" -m pip install -q -e "$_hq_root" || return 1
    fi
    printf '%s\n' "$want" >"$stamp"
  fi
  # shellcheck disable=SC1091
  . "$_hq_root/.venv/bin/activate"
  python "$_hq_root/tools/translations.py" build --quiet || _hq_say "could not build the translations"
}

_hq_setup
