# Windows counterpart of play.sh and test.sh (tools/bootstrap.sh), run by play.bat and test.bat: finds Python 3.11
# or newer through the py launcher, sets up .venv with the project's packages on first run (again when
# pyproject.toml changes), builds the translations, then starts the game (play) or runs ruff, mypy, import-linter and pytest
# offscreen (test). Arguments after the mode go to the game or to pytest.
# Usage: powershell -NoProfile -ExecutionPolicy Bypass -File tools\bootstrap.ps1 play|test [arguments]
# No param() block: with one, PowerShell would bind pytest's "-m" to a parameter of this script.
$Mode = if ($args.Count -gt 0) { [string]$args[0] } else { "" }
$Rest = @($args | Select-Object -Skip 1)
# Native commands report through their exit status: "Stop" would turn their stderr (pip's notices) into errors.
$ErrorActionPreference = "Continue"
$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root
$Venv = Join-Path $Root ".venv"
$Python = Join-Path $Venv "Scripts\python.exe"

function Say([string]$Text) { [Console]::Error.WriteLine("hearts: $Text") }

if ($Mode -ne "play" -and $Mode -ne "test") {
    Say "usage: tools\bootstrap.ps1 play|test [arguments]"
    exit 2
}

function Find-Python {
    # python.org's installer puts the py launcher on PATH; -3 is the newest Python 3 it knows.
    if (-not (Get-Command py -ErrorAction SilentlyContinue)) { return $null }
    foreach ($version in @("-3", "-3.13", "-3.12", "-3.11")) {
        & py $version -c "import sys; sys.exit(sys.version_info < (3, 11))" *> $null
        if ($LASTEXITCODE -eq 0) { return $version }
    }
    return $null
}

if (-not (Test-Path $Python)) {
    $version = Find-Python
    if (-not $version) {
        Say "Python 3.11 or newer is needed: install it from python.org (with the py launcher), or: winget install Python.Python.3.12"
        exit 1
    }
    Say "creating the virtual environment in .venv"
    & py $version -m venv $Venv
    if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
}

$Stamp = Join-Path $Venv ".hearts-installed"
$Want = (Get-FileHash (Join-Path $Root "pyproject.toml") -Algorithm SHA256).Hash + " " + $Mode
if (-not (Test-Path $Stamp) -or ((Get-Content $Stamp -Raw).Trim() -ne $Want)) {
    Say "installing Python packages into .venv (first run only)"
    & $Python -m pip install -q --upgrade pip *> $null
    # The developer tools are dependency groups (pip 25.1 and later, hence the upgrade above).
    if ($Mode -eq "test") {
        & $Python -m pip install -q -e $Root --group ((Join-Path $Root "pyproject.toml") + ":dev")
    } else {
        & $Python -m pip install -q -e $Root
    }
    if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
    Set-Content -Path $Stamp -Value $Want -Encoding ascii
}
& $Python (Join-Path $Root "tools\translations.py") build --quiet
if ($LASTEXITCODE -ne 0) { Say "could not build the translations" }

if ($Mode -eq "play") {
    & $Python -m hearts_qt @Rest
    exit $LASTEXITCODE
}
$env:QT_QPA_PLATFORM = "offscreen"
Write-Output "== ruff"
& $Python -m ruff check hearts_qt tests benchmarks tools
if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
Write-Output "== mypy"
& $Python -m mypy
if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
Write-Output "== import-linter"
& (Join-Path $Venv "Scripts\lint-imports.exe") --no-cache
if ($LASTEXITCODE -ne 0) { exit $LASTEXITCODE }
Write-Output "== pytest"
& $Python -m pytest @Rest
exit $LASTEXITCODE
