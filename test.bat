@echo off
rem Run the whole test suite on Windows: ruff, mypy, import-linter, pytest (offscreen); the Windows counterpart of ./test.sh.
rem Extra arguments go to pytest, e.g. test.bat tests\engine -x
powershell -NoProfile -ExecutionPolicy Bypass -File "%~dp0tools\bootstrap.ps1" test %*
exit /b %ERRORLEVEL%
