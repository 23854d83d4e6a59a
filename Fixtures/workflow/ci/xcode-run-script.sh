# Xcode: a Run Script build phase of the app target (Build Phases ▸ + ▸ New Run Script Phase).
# Xcode reads the file:line:column lines as its own warnings and errors, in place; an error fails
# the build. Uncheck "Based on dependency analysis", or list the pages as the phase's input files.
if command -v settings-render >/dev/null; then
  settings-render validate --color never "${SRCROOT}/pages"
else
  echo "warning: settings-render is not installed; the settings pages were not checked"
fi
