/// The version every FeatureGraph executable prints for `--version`: the app's and each feature's alone.
public enum PackageVersion {
    public static let number = "0.1.0"
}
