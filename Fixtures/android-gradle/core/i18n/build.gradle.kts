plugins { id("com.android.library") }
