import Foundation

/// The bundled pages, for the app to load.
public enum Pages {
    public static let me = Bundle.module.url(forResource: "me", withExtension: "yaml", subdirectory: "pages")
}
