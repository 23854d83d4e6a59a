rootProject.name = "gradle-fixture"
include(":app", ":core:i18n")
