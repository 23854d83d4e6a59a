plugins { id("com.android.application") }

android {
    defaultConfig {
        resValue("string", "app_name", "\"Gradle fixture\"")
        resValue("bool", "is_debug_build", "${'$'}{project.hasProperty("debug")}")
    }
    buildTypes {
        getByName("debug") { resValue("string", "build_label", "Debug build") }
    }
}

dependencies {
    implementation(project(":core:i18n"))
    implementation("androidx.appcompat:appcompat:1.7.0")
}
