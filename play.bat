@echo off
rem Start Hearts on Windows (sets up .venv on first run): the Windows counterpart of ./play.sh.
powershell -NoProfile -ExecutionPolicy Bypass -File "%~dp0tools\bootstrap.ps1" play %*
exit /b %ERRORLEVEL%
